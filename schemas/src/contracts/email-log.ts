/**
 * The Email log's lists (super admins): `GET /api/v1/email-log` (every email of the Email log) and
 * `GET /api/v1/esign-failures` (e-signature jobs the job queue gave up on), in the ra-data-simple-rest shape.
 */
import { z } from 'zod';
import { simpleRestQuerySchema } from './simple-rest';

/** Status filter values; 'undelivered' is both kinds of dead letter, 'failed' and 'dead'. */
export const EMAIL_LOG_STATUS_FILTERS = ['pending', 'sent', 'failed', 'dead', 'undelivered'] as const;

/** `filter` of the Email log: text in the recipient or subject, a status, a unit (anything else: all). */
export const emailLogFilterSchema = z.object({
  q: z.string().max(200).optional(),
  status: z.enum(EMAIL_LOG_STATUS_FILTERS).optional().catch(undefined),
  /** A company (with its divisions' emails) or a division. */
  unitId: z.string().uuid().optional().catch(undefined),
});

/** The company or division an email was sent for. */
export interface EmailLogUnit {
  id: string;
  name: string;
  kind: 'company' | 'division';
}

/** The application or activation an email belongs to (its details page is /applications/:id/show or /activations/:id/show). */
export interface EmailLogSubmission {
  id: string;
  kind: 'application' | 'activation';
  /** Its application number, once it has one. */
  number: string | null;
}
export type EmailLogFilter = z.infer<typeof emailLogFilterSchema>;

/** The columns the Email log sorts by (newest first by default). */
export const EMAIL_LOG_SORTABLE = [
  'createdAt',
  'sentAt',
  'toAddress',
  'subject',
  'status',
  'attempts',
  'id',
] as const;
export type EmailLogSortField = (typeof EMAIL_LOG_SORTABLE)[number];
export const emailLogQuerySchema = simpleRestQuerySchema(emailLogFilterSchema, EMAIL_LOG_SORTABLE);

/** The e-signature failures come newest first, the one order they have. */
export const esignFailuresQuerySchema = simpleRestQuerySchema(z.object({}), ['createdAt', 'id']);

/** `GET /api/v1/failed-jobs`: background jobs (the queue's dead letters) newest first, the one order they have. */
export const failedJobsQuerySchema = simpleRestQuerySchema(z.object({}), ['at', 'id']);

/** A background job that failed on its last retry, or whose data did not match its kind (api/src/jobs/queue.ts). */
export interface FailedJob {
  id: string;
  /** The job kind ('email-deliver', 'email-log-purge', …). */
  kind: string;
  error: string | null;
  /** When it failed (ISO). */
  at: string;
}

/** The Email log's alert over failed background jobs. */
export const failedJobsMessage = (n: number) =>
  n === 1
    ? '1 background job failed after its last retry. The server log has its details.'
    : `${n} background jobs failed after their last retry. The server log has their details.`;

/** Page sizes of both lists: 25 rows by default, at most 200. */
export const EMAIL_LOG_PAGES = { pageSize: 25, maxPageSize: 200 } as const;

/**
 * GET /api/v1/email-log-mode: whether the Email log shows one-time and customer links in full (the
 * development mode MAILBOX_SHOW_LINKS, for the local mailbox); the page says so on screen while it does.
 */
export interface EmailLogMode {
  linksShown: boolean;
}
