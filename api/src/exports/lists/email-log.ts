/** The Email log: its route's query, access (super admins) and service (api/src/routes/email-log.ts). */
import { emailLogQuerySchema } from '@cp/schemas/contracts/email-log';
import { formatDateTime } from '@cp/schemas/formats';
import { emailRetrying } from '@cp/schemas/messages/documents';
import { superAdminOnly } from '../../services/email-log/access';
import { keysetParts, listEmailLog } from '../../services/email-log/list-email-log';
import type { EmailLogEntry } from '../../services/email-log/types';
import { keysetPages } from '../pages';
import { defineList } from '../types';

/** The status as the console's chip says it (admin/src/emailLog/StatusChip.tsx). */
function statusLabel(r: EmailLogEntry, timeZone: string): string {
  if (r.status === 'sent' && r.deliveredVia === 'mailbox') return 'sent (mailbox)';
  if (r.status === 'pending' && r.attempts > 0 && r.lastError)
    return emailRetrying(formatDateTime(r.nextAttemptAt, timeZone));
  return r.status;
}

export const emailLogExport = defineList({
  query: emailLogQuerySchema,
  authorize: superAdminOnly,
  async *pages({ ctx, query, size }) {
    const [sort, order] = query.sort ?? ['createdAt', 'DESC'];
    const options = { db: ctx.db, ...query.filter, sort, order, offset: 0 };
    for (const part of keysetParts(sort, order))
      yield* keysetPages<EmailLogEntry>(
        async (after, limit) =>
          (await listEmailLog({ ...options, limit, keyset: { part, afterId: after?.id } })).rows,
        size,
      );
  },
  columns: [
    { header: 'Recipient', cell: (r) => r.toAddress },
    { header: 'Subject', cell: (r) => r.subject },
    {
      header: 'Unit',
      cell: (r) => (r.unit ? `${r.unit.name} (${r.unit.kind === 'division' ? 'division' : 'company'})` : ''),
    },
    {
      header: 'Application / activation',
      cell: ({ submission: s }) =>
        s
          ? `${s.kind === 'application' ? 'Application' : 'Activation'}${s.number ? ` ${s.number}` : ''}`
          : '',
    },
    { header: 'Status', cell: (r, v) => statusLabel(r, v.timeZone) },
    { header: 'Attempts', cell: (r) => String(r.attempts) },
    { header: 'Time', cell: (r, v) => formatDateTime(r.createdAt, v.timeZone) },
  ],
});
