/**
 * An application's reference requests: the references route's service and access (read on the application,
 * 404 otherwise; api/src/routes/reference-answers.ts), in the parts the console's references panel shows.
 */
import { referencesExportQuerySchema } from '@cp/schemas/contracts/exports';
import {
  REFERENCE_FLAG_LABELS,
  REFERENCE_STATUS_LABELS,
  type ReferenceRequestView,
} from '@cp/schemas/contracts/references';
import { formatDate, formatPhone } from '@cp/schemas/formats';
import { listReferences } from '../../references/list-references';
import { staffOf } from '../../routes/submissions/request';
import { slicedPages } from '../pages';
import { defineList } from '../types';

export const referencesExport = defineList({
  query: referencesExportQuerySchema,
  // One application's requests are a handful: one read.
  pages: ({ ctx, req, query, size }) =>
    slicedPages(
      listReferences({ db: ctx.db, ...staffOf(req), id: query.submissionId }).then(
        (r): ReferenceRequestView[] => r.requests,
      ),
      size,
    ),
  columns: [
    { header: 'Company', cell: (r) => r.company },
    { header: 'Kind', cell: (r) => (r.kind === 'bank' ? 'Bank' : 'Trade') },
    { header: 'Status', cell: (r) => REFERENCE_STATUS_LABELS[r.status] },
    { header: 'Score', cell: (r) => (r.answer?.score != null ? String(r.answer.score) : '') },
    { header: 'Possible fraud signal', cell: (r) => r.flags.map((f) => REFERENCE_FLAG_LABELS[f]).join(', ') },
    { header: 'Contact', cell: (r) => r.contact },
    { header: 'Email', cell: (r) => r.email },
    { header: 'Phone', cell: (r) => formatPhone(r.phone) },
    { header: 'Sent', cell: (r) => formatDate(r.sentAt) },
    { header: 'Opened', cell: (r) => formatDate(r.openedAt) },
    { header: 'Reminders', cell: (r) => String(r.remindersSent) },
    { header: 'Answered', cell: (r) => formatDate(r.answer?.answeredAt) },
  ],
});
