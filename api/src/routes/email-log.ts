/**
 * The Email log (super admins): list and show the messages of the Email log (db/schema/email-log.ts) in the ra-data-simple-rest shape, download
 * their attachments, resend a failed one; whether it shows one-time links (the development mode); the e-signature jobs that failed (their dead letters on the job queue; the same alert shows them);
 * the background jobs that failed on their last retry (the job queue's dead letters);
 * and previews of every email template with its sample.
 */
import express from 'express';
import {
  EMAIL_LOG_PAGES,
  emailLogQuerySchema,
  esignFailuresQuerySchema,
  failedJobsQuerySchema,
  type EmailLogMode,
  type FailedJob,
} from '@cp/schemas/contracts/email-log';
import { contentRange, pageOf } from '@cp/schemas/contracts/simple-rest';
import { EMAIL_RESENT } from '@cp/schemas/messages/documents';
import { EMAIL_TEMPLATE_NAMES } from '@cp/templates';
import type { AppContext } from '../context';
import { requireUser } from '../auth/middleware';
import { ok } from '../http/envelope';
import { sanitizeFileName } from '../files/sanitize-name';
import { parseQuery } from '../http/parse-request';
import { listDeadJobs } from '../jobs/queue';
import { mailboxShowsLinks } from '../mail/redact-links';
import { getEmailAttachment } from '../services/email-log/get-email-attachment';
import { getEmailLog } from '../services/email-log/get-email-log';
import { listEmailLog } from '../services/email-log/list-email-log';
import { listEsignFailures } from '../services/email-log/list-esign-failures';
import { previewEmailTemplate } from '../services/email-log/preview-email-template';
import { resendEmail } from '../services/email-log/resend-email';
import { superAdminOnly } from '../services/email-log/access';

const text = (v: unknown, max = 200) => (typeof v === 'string' ? v.slice(0, max) : undefined);

export function emailLogRoutes(ctx: AppContext): express.Router {
  const router = express.Router();
  const { db } = ctx;
  const auth = requireUser(ctx);
  const base = '/api/v1/email-log';
  // The development mode that shows one-time links in the local mailbox (README 'Configuration').
  const showLinks = mailboxShowsLinks(ctx.config);

  router.get(base, auth, async (req, res) => {
    superAdminOnly(req);
    const query = parseQuery(req, emailLogQuerySchema);
    const { offset, limit } = pageOf(query.range, EMAIL_LOG_PAGES);
    const [sort, order] = query.sort ?? ['createdAt', 'DESC'];
    const { rows, total } = await listEmailLog({ db, ...query.filter, sort, order, offset, limit });
    res.setHeader('Content-Range', contentRange('email-log', offset, rows.length, total));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    res.json(rows);
  });

  // Whether the Email log shows one-time links in full, so the page can say so on screen.
  router.get('/api/v1/email-log-mode', auth, (req, res) => {
    superAdminOnly(req);
    ok(res, { linksShown: showLinks } satisfies EmailLogMode);
  });

  // Failed e-signature jobs, for the Email log's alert (a resource of its own: they are not emails).
  router.get('/api/v1/esign-failures', auth, async (req, res) => {
    superAdminOnly(req);
    const { offset, limit } = pageOf(parseQuery(req, esignFailuresQuerySchema).range, EMAIL_LOG_PAGES);
    const { rows, total } = await listEsignFailures({ db, offset, limit });
    res.setHeader('Content-Range', contentRange('esign-failures', offset, rows.length, total));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    res.json(rows);
  });

  // Background jobs that failed on their last retry (the job queue's dead letters), for the Email log's alert.
  router.get('/api/v1/failed-jobs', auth, async (req, res) => {
    superAdminOnly(req);
    const { offset, limit } = pageOf(parseQuery(req, failedJobsQuerySchema).range, EMAIL_LOG_PAGES);
    const { rows, total } = await listDeadJobs(db, { offset, limit });
    res.setHeader('Content-Range', contentRange('failed-jobs', offset, rows.length, total));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    res.json(
      rows.map((r): FailedJob => ({ id: r.id, kind: r.kind, error: r.error, at: r.at.toISOString() })),
    );
  });

  router.get(`${base}/:id`, auth, async (req, res) => {
    superAdminOnly(req);
    res.json(await getEmailLog({ db, id: String(req.params.id), showLinks }));
  });

  router.get(`${base}/:id/attachments/:fileId`, auth, async (req, res) => {
    superAdminOnly(req);
    const file = await getEmailAttachment({
      db,
      id: String(req.params.id),
      fileId: String(req.params.fileId),
    });
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', contentDisposition(file.filename));
    res.send(file.data);
  });

  router.post(`${base}/:id/resend`, auth, async (req, res) => {
    superAdminOnly(req);
    const id = String(req.params.id);
    await resendEmail({ db, id });
    ok(res, await getEmailLog({ db, id, showLinks }), EMAIL_RESENT);
  });

  router.get('/api/v1/email-templates', auth, (req, res) => {
    superAdminOnly(req);
    ok(res, EMAIL_TEMPLATE_NAMES);
  });

  router.get('/api/v1/email-templates/:name/preview', auth, (req, res) => {
    superAdminOnly(req);
    const preview = previewEmailTemplate({ name: String(req.params.name), brand: text(req.query.brand, 20) });
    if (req.query.format === 'html') {
      res.type('html').send(preview.html);
      return;
    }
    ok(res, preview);
  });

  return router;
}

/**
 * attachment; filename="Application # 7.pdf" with an RFC 5987 copy for non-ASCII names; the name as
 * files/sanitize-name.ts shows it, so a name stored before a rule was added is sent clean too.
 */
export function contentDisposition(name: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const filename = sanitizeFileName(name);
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
