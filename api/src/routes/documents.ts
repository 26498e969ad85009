/**
 * The spec calls that return documents (back-office.md §7, customer-portal.md §7): the PDF of an
 * activation or application for staff, and of an application for the customer holding its link.
 * Answers application/pdf with the spec's file name, or the envelope with the spec's message.
 */
import express, { type Request, type Response } from 'express';
import { subject } from '@cp/schemas/permissions/ability';
import { PDF_ACTIVATION_ERROR, PDF_APPLICATION_ERROR } from '@cp/schemas/messages/documents';
import type { AppContext } from '../context';
import { requireUser, signedIn } from '../auth/middleware';
import { AppError, ErrorCode, httpStatusOf, isAppError } from '../errors';
import { fail } from '../http/envelope';
import { getPdfRenderer, isRenderQueueFull } from '../pdf';
import { submissionPdfFromWorker } from '../pdf/render-in-worker';
import { findSubmissionForPdf } from '../services/documents/find-submission';
import { findByLink } from '../services/submissions/find-by-link';
import { getSubmissionPdf, type PdfCopy } from '../services/documents/submission-pdf';
import { contentDisposition } from './email-log';

type Form = 'credit-application' | 'customer-activation';

/**
 * Answers a submission's PDF: the staff copy for a signed-in user who may read the record (outside their
 * units it is reported as not found, not as forbidden), or the customer copy for the holder of its link.
 */
export async function answerSubmissionPdf(
  ctx: AppContext,
  req: Request,
  res: Response,
  o: { form: Form; who: 'staff' | 'customer'; id: string | undefined },
): Promise<void> {
  const { form, who } = o;
  const message = form === 'customer-activation' ? PDF_ACTIVATION_ERROR : PDF_APPLICATION_ERROR;
  try {
    // A customer proves the link like every other link call: id AND email, not deleted, not expired.
    const s =
      who === 'customer'
        ? (await findByLink(ctx.db, { id: o.id, email: req.get('email'), form })).submission
        : await findSubmissionForPdf({ db: ctx.db, id: o.id ?? '', form });
    if (who === 'staff') {
      const name = form === 'customer-activation' ? 'Activation' : 'Application';
      if (
        !signedIn(req).ability.can(
          'read',
          subject(name, { companyId: s.companyId, divisionId: s.divisionId }),
        )
      )
        throw new AppError(ErrorCode.NotFound);
    }
    const copy: PdfCopy = who;
    // ROLE=web: Chromium runs in the workers (a 'pdf-render' job, README 'Process roles').
    const pdf =
      ctx.config.role === 'web'
        ? await submissionPdfFromWorker(ctx.db, s.id, copy)
        : await getSubmissionPdf({
            db: ctx.db,
            submissionId: s.id,
            copy,
            printer: getPdfRenderer(ctx.config.chromiumPath),
          });
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', contentDisposition(pdf.filename));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(pdf.data);
  } catch (err) {
    if (isAppError(err) && err.code === ErrorCode.Unauthenticated) throw err;
    // Too many renders waiting: 503 with Retry-After and its own message (http/error-handler.ts).
    if (isRenderQueueFull(err)) throw err;
    if (!isAppError(err)) req.log?.error({ err }, 'PDF generation failed');
    fail(res, isAppError(err) ? httpStatusOf(err.code) : 503, message);
  }
}

export function documentsRoutes(ctx: AppContext): express.Router {
  const router = express.Router();
  const auth = requireUser(ctx);
  const answer = (req: Request, res: Response, form: Form, who: 'staff' | 'customer') =>
    answerSubmissionPdf(ctx, req, res, { form, who, id: req.get('id') });

  router.get('/api/CustomerActivation/getPdf', auth, (req, res) =>
    answer(req, res, 'customer-activation', 'staff'),
  );
  router.get('/api/Application/getApplicationPdf', auth, (req, res) =>
    answer(req, res, 'credit-application', 'staff'),
  );
  // The customer's link (id + email) is the credential (DESIGN.md §7): no session, the customer copy only.
  router.get('/api/Application/getInviteApplicationPdf', (req, res) =>
    answer(req, res, 'credit-application', 'customer'),
  );
  return router;
}
