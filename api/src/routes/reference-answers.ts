/**
 * Reference answers (README 'Reference requests'). Public, no sign-in (the link's token is the credential, the
 * emailed access code the second factor): GET /api/reference/:token, what the answer page shows; POST
 * /api/reference/answer, the answer or 'We cannot give references', behind the per-client rate limit as the
 * other public calls are, and the per-request code lock. Staff: GET /api/v1/submissions/:id/references (`read`
 * on the application), GET …/references/:requestId/answer-form and POST …/phone-answer (`requestReferences`). The sending,
 * cancelling and email changes are in reference-requests.ts.
 */
import express from 'express';
import { phoneAnswerSchema, referenceAnswerSchema } from '@cp/schemas/contracts/references';
import * as M from '@cp/schemas/messages/reference-answers';
import { requireUser } from '../auth/middleware';
import { rateLimit } from '../auth/rate-limit';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { contentDisposition } from './email-log';
import { parseBody } from '../http/parse-request';
import { referenceAnswerPdf } from '../references/answer-pdf';
import { answerReference } from '../references/answer-reference';
import { getReferencePage } from '../references/get-reference-page';
import { listReferences } from '../references/list-references';
import { phoneAnswerForm, recordPhoneAnswer } from '../references/phone-answer';
import { idParam, staffOf } from './submissions/request';

const evidence = (req: express.Request) => ({
  ip: req.ip ?? null,
  userAgent: req.get('user-agent') ?? null,
  // The page sends the URL's unit segment, as a customer link's does, to theme a refusal.
  divisionHint: req.get('division'),
  now: new Date(),
});

export function referenceAnswerRoutes(ctx: AppContext): express.Router {
  const { db, config } = ctx;
  const router = express.Router();
  const auth = requireUser(ctx);

  router.get('/api/reference/:token', rateLimit(ctx, 'referencePage'), async (req, res) => {
    const token = String(req.params.token ?? '').slice(0, 256);
    ok(res, await getReferencePage({ db, token, ...evidence(req) }));
  });
  router.post('/api/reference/answer', rateLimit(ctx, 'referenceAnswer'), async (req, res) => {
    const body = parseBody(req, referenceAnswerSchema);
    const { status } = await answerReference({ db, body, ...evidence(req) });
    ok(res, null, status === 'declined' ? M.REFERENCE_DECLINE_THANKS : M.REFERENCE_ANSWER_THANKS);
  });

  router.get('/api/v1/submissions/:id/references', auth, async (req, res) => {
    ok(res, await listReferences({ db, ...staffOf(req), id: idParam(req) }));
  });
  router.get('/api/v1/submissions/:id/references/:requestId/pdf', auth, async (req, res) => {
    const pdf = await referenceAnswerPdf({
      db,
      config,
      ...staffOf(req),
      id: idParam(req),
      requestId: String(req.params.requestId ?? '').slice(0, 64),
    });
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', contentDisposition(pdf.filename));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(pdf.data);
  });
  router.get('/api/v1/submissions/:id/references/:requestId/answer-form', auth, async (req, res) => {
    ok(
      res,
      await phoneAnswerForm({
        db,
        ...staffOf(req),
        id: idParam(req),
        requestId: String(req.params.requestId ?? '').slice(0, 64),
      }),
    );
  });
  router.post('/api/v1/submissions/:id/references/:requestId/phone-answer', auth, async (req, res) => {
    const input = parseBody(req, phoneAnswerSchema);
    const answered = await recordPhoneAnswer({
      db,
      ...staffOf(req),
      id: idParam(req),
      requestId: String(req.params.requestId ?? '').slice(0, 64),
      ...input,
    });
    ok(res, answered, M.REFERENCE_PHONE_ANSWER_RECORDED);
  });
  return router;
}
