/**
 * Customer activations in the console: the shared submission resource under /api/v1/activations with the
 * activation's messages (back-office.md §8 'Activation list and details') and its approval.
 */
import type express from 'express';
import { activationApproveBodySchema } from '@cp/schemas/contracts/activations';
import {
  ACTIVATION_COPIED,
  ACTIVATION_EMAIL_SENT,
  ACTIVATION_INVITE_SENT,
  ACTIVATION_NOTES_SET,
  ACTIVATION_UPDATED,
} from '@cp/schemas/messages/activations';
import type { AppContext } from '../context';
import { parseWith } from '../http/parse-request';
import { approveActivation } from '../services/activations/approve-activation';
import { ACTIVATION } from '../services/activations/kind';
import { activationSpecCalls } from './activation-spec-calls';
import { submissionConsoleRouter } from './submissions/console-router';

export function activationsRoutes(ctx: AppContext): express.Router {
  const router = submissionConsoleRouter(ctx, {
    kind: ACTIVATION,
    messages: {
      invited: ACTIVATION_INVITE_SENT,
      updated: ACTIVATION_UPDATED,
      approved: ACTIVATION_UPDATED,
      denied: ACTIVATION_UPDATED,
      notes: ACTIVATION_NOTES_SET,
      copied: ACTIVATION_COPIED,
      resent: ACTIVATION_EMAIL_SENT,
      emailChanged: ACTIVATION_UPDATED,
    },
    approve: ({ ctx: { db, config }, body, ...rest }) =>
      approveActivation({
        ...rest,
        db,
        origin: config.publicOrigin,
        input: parseWith(activationApproveBodySchema, body),
      }),
  });
  router.use(activationSpecCalls(ctx));
  return router;
}
