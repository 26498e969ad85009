/**
 * Applications and activations (every status): the submission list route's query, service and access
 * (api/src/routes/submissions/console-router.ts), with the console's column names (admin/src/applications/columns.tsx).
 */
import { listQuerySchema, type SubmissionListItem } from '@cp/schemas/contracts/submissions';
import { formatDate, formatMoney } from '@cp/schemas/formats';
import { ACTIVATION } from '../../services/activations/kind';
import { APPLICATION } from '../../services/applications/kind';
import type { SubmissionKind } from '../../services/submissions/kind';
import { baseItem, type ListRow } from '../../services/submissions/list-fields';
import { keysetParts } from '../../services/submissions/list-conditions';
import { listSubmissions } from '../../services/submissions/list-submissions';
import { listFilterOf } from '../../routes/submissions/request';
import { keysetPages } from '../pages';
import { defineList, type ExportColumn } from '../types';

const unitLabel = (u: SubmissionListItem['unit']) =>
  u.divisionName ? `${u.companyName} | ${u.divisionName}` : u.companyName;

const columns = (numberLabel: string): ExportColumn<SubmissionListItem>[] => [
  { header: 'Date', cell: (r) => formatDate(r.addDate) },
  { header: numberLabel, cell: (r) => r.applicationNumber },
  { header: 'Company Name', cell: (r) => r.companyName },
  { header: 'Company | Division', cell: (r) => unitLabel(r.unit) },
  { header: 'Contact Name', cell: (r) => r.contactName },
  { header: 'Email', cell: (r) => r.email },
  { header: 'Status', cell: (r) => r.sentChip ?? r.status },
  { header: 'Amount Requested', cell: (r) => formatMoney(r.amountReq) },
  { header: 'Date Received', cell: (r) => formatDate(r.signatureDate) },
  { header: 'Customer Code', cell: (r) => r.customerCode ?? '' },
  { header: 'Date Approved or Date Denied', cell: (r) => formatDate(r.approvedOrDeniedDate) },
  { header: 'Amount Approved', cell: (r) => formatMoney(r.approvedAmount) },
  { header: 'Denial Code', cell: (r) => r.denialCode ?? '' },
  { header: 'Payment Terms', cell: (r) => r.paymentTerms ?? '' },
  { header: 'Point of Contact', cell: (r) => r.contactNames.join(', ') },
];

const submissionList = (kind: SubmissionKind, numberLabel: string) =>
  defineList({
    query: listQuerySchema,
    // The list route's filter and scope, read after the last row of each page (its part of the order first).
    async *pages({ ctx, req, query: { filter }, size }) {
      const options = { db: ctx.db, kind, ...listFilterOf(req, filter), offset: 0 };
      for (const part of keysetParts({ ...options, limit: size }))
        for await (const rows of keysetPages<ListRow>(
          async (after, limit) =>
            (await listSubmissions({ ...options, limit, keyset: { part, afterId: after?.id } })).rows,
          size,
        ))
          yield rows.map(baseItem);
    },
    columns: columns(numberLabel),
  });

export const applicationsExport = submissionList(APPLICATION, 'Application #');
export const activationsExport = submissionList(ACTIVATION, 'C.A.F #');
