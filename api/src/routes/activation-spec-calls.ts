/**
 * The activation calls of back-office.md §7 under /api/CustomerActivation, at their documented paths with
 * their documented headers and bodies, answering the spec's names in the envelope. Same services as the
 * console resource; every call is one of the shared spec calls (routes/submissions/spec-calls).
 */
import type express from 'express';
import {
  activationSendInviteBodySchema,
  activationSetBodySchema,
  activationSpecPaths,
} from '@cp/schemas/contracts/activations';
import {
  ACTIVATION_COPIED,
  ACTIVATION_INVITE_SENT,
  ACTIVATION_UPDATED,
} from '@cp/schemas/messages/activations';
import type { AppContext } from '../context';
import { approveActivation } from '../services/activations/approve-activation';
import { ACTIVATION } from '../services/activations/kind';
import { specCallsRouter } from './submissions/spec-calls';

export function activationSpecCalls(ctx: AppContext): express.Router {
  // applicationCount is the list's total here (the spec names no convention for activations).
  return specCallsRouter(ctx, {
    kind: ACTIVATION,
    paths: activationSpecPaths,
    applicationCount: (total) => total,
    sendInviteSchema: activationSendInviteBodySchema,
    messages: { invited: ACTIVATION_INVITE_SENT, resent: ACTIVATION_INVITE_SENT, copied: ACTIVATION_COPIED },
    set: {
      schema: activationSetBodySchema,
      approve: (on, input) => approveActivation({ ...on, input }),
      denialCode: (body) => body.denialCode ?? '',
      messages: { saved: ACTIVATION_UPDATED, approved: ACTIVATION_UPDATED, denied: ACTIVATION_UPDATED },
    },
  }).router;
}
