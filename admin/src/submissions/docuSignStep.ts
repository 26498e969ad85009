import type { EsignStatus } from '@cp/schemas/contracts/esign';
import * as M from '@cp/schemas/messages/esign';
import type { Action } from '@cp/schemas/permissions/ability';

/** An approved application's agreement as its list row carries it (schemas: docuSignRefSchema). */
export interface DocuSignState {
  envelopeId: string | null;
  completed: boolean;
  status: EsignStatus | null;
}

export type DocuSignStep =
  /** Signed: the row's 'DocuSign' opens the signed PDF. */
  | { kind: 'view'; requires: Action; denied: string }
  /** None sent, or the last one voided or declined: the row's 'DocuSign' sends the agreement. */
  | { kind: 'send'; requires: Action; denied: string }
  /** One is out for signature: nothing to do from the row; the reason says where to act. */
  | { kind: 'wait'; reason: string };

const OUT: Partial<Record<EsignStatus, string>> = {
  queued: 'pending',
  sent: 'sent',
  delivered: 'opened by the customer',
  signed: 'signed, completing',
};

/**
 * What the Reviewed row's 'DocuSign' button does (back-office.md §2 'DocuSign (approved only)'; README
 * 'E-signature': the DocuSign action sends the payment-terms agreement of an approved application, and the
 * signed PDF is its result). Without a known state (a record that does not carry it) the button opens the
 * signed PDF, and the server answers why not.
 */
export function docuSignStep(state: DocuSignState | undefined): DocuSignStep {
  const view = {
    kind: 'view',
    requires: 'viewDocuSign',
    denied: M.ESIGN_VIEW_READ_ONLY,
  } as const;
  if (!state || state.completed || state.status === 'completed') return view;
  const out = state.status ? OUT[state.status] : undefined;
  if (out) return { kind: 'wait', reason: M.esignOutForSignature(out) };
  return {
    kind: 'send',
    requires: 'sendDocuSign',
    denied: M.ESIGN_SEND_READ_ONLY,
  };
}

/** The button's tooltip when it can be used. */
export const docuSignLabel = (step: DocuSignStep): string =>
  step.kind === 'send' ? 'DocuSign: send the agreement' : step.kind === 'view' ? 'DocuSign PDF' : 'DocuSign';
