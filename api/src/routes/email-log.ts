/**
 * The Email log (super admins): list and show outbox emails in the ra-data-simple-rest shape, download
 * their attachments, resend a failed one; the e-signature jobs that failed (the same alert shows them);
 * and previews of every email template with its sample.
 */
import express, { type Request } from 'express';
import { EMAIL_LOG_ACCESS_DENIED, EMAIL_RESENT } from '@cp/schemas/messages/documents';
import { EMAIL_TEMPLATE_NAMES } from '@cp/templates';
import type { AppContext } from '../context';
import { requireUser, signedIn } from '../auth/middleware';
import { AppError, ErrorCode } from '../errors';
import { ok } from '../http/envelope';
import { sanitizeFileName } from '../files/sanitize-name';
import { getEmailAttachment } from '../services/email-log/get-email-attachment';
import { getEmailLog } from '../services/email-log/get-email-log';
import { listEmailLog } from '../services/email-log/list-email-log';
import { listEsignFailures } from '../services/email-log/list-esign-failures';
import { previewEmailTemplate } from '../services/email-log/preview-email-template';
import { resendEmail } from '../services/email-log/resend-email';

function json(v: unknown): unknown {
  if (typeof v !== 'string') return undefined;
  try {
    return JSON.parse(v);
  } catch {
    return undefined;
  }
}
const text = (v: unknown, max = 200) => (typeof v === 'string' ? v.slice(0, max) : undefined);

/** ra-data-simple-rest's `range=[from,to]`: 25 rows by default, at most 200. */
function rangeOf(req: Request): { offset: number; limit: number } {
  const range = json(req.query.range);
  const [from, to] = Array.isArray(range) ? range.map(Number) : [0, 24];
  const offset = Number.isInteger(from) && from >= 0 ? from : 0;
  const limit = Math.min(Math.max((Number.isInteger(to) ? to : offset + 24) - offset + 1, 1), 200);
  return { offset, limit };
}

function superAdminOnly(req: Request): void {
  if (!signedIn(req).ability.can('read', 'EmailLog'))
    throw new AppError(ErrorCode.Forbidden, EMAIL_LOG_ACCESS_DENIED);
}

export function emailLogRoutes(ctx: AppContext): express.Router {
  const router = express.Router();
  const { db } = ctx;
  const auth = requireUser(ctx);
  const base = '/api/v1/email-log';

  router.get(base, auth, async (req, res) => {
    superAdminOnly(req);
    const filter = (json(req.query.filter) ?? {}) as Record<string, unknown>;
    const sort = json(req.query.sort);
    const { offset, limit } = rangeOf(req);
    const { rows, total } = await listEmailLog({
      db,
      q: text(filter.q),
      status: text(filter.status, 20),
      sort: Array.isArray(sort) ? text(sort[0], 40) : undefined,
      order: Array.isArray(sort) && sort[1] === 'ASC' ? 'ASC' : 'DESC',
      offset,
      limit,
    });
    res.setHeader('Content-Range', `email-log ${offset}-${offset + rows.length - 1}/${total}`);
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    res.json(rows);
  });

  // Failed e-signature jobs, for the Email log's alert (a resource of its own: they are not emails).
  router.get('/api/v1/esign-failures', auth, async (req, res) => {
    superAdminOnly(req);
    const { offset, limit } = rangeOf(req);
    const { rows, total } = await listEsignFailures({ db, offset, limit });
    res.setHeader('Content-Range', `esign-failures ${offset}-${offset + rows.length - 1}/${total}`);
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    res.json(rows);
  });

  router.get(`${base}/:id`, auth, async (req, res) => {
    superAdminOnly(req);
    res.json(await getEmailLog({ db, id: String(req.params.id) }));
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
    ok(res, await getEmailLog({ db, id }), EMAIL_RESENT);
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
