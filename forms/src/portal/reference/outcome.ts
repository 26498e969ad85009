import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import { LINK_INVALID_REASON } from '@cp/schemas/messages/portal';
import type { ReferencePageUnit } from '@cp/schemas/contracts/references';
import type { Envelope } from '../../api/http';
import type { ReferenceRefusal } from '../../api/reference';
import { REFERENCE_PAGE as M } from './messages';

/** What the page does with the server's answer to a sent answer (README 'Reference requests'). */
export type AnswerOutcome =
  | { kind: 'sent' }
  /** The token was refused (answered already, cancelled, past its days): the expired page. */
  | { kind: 'expired'; unit: ReferencePageUnit | null }
  /** A wrong or locked access code: the message goes next to the code box; the answers stay. */
  | { kind: 'code'; message: string }
  /** The server's checks refused answers: on their fields. */
  | { kind: 'fields'; errors: Record<string, string>; message: string }
  | { kind: 'failed'; message: string };

export function outcomeOf(res: Envelope<ReferenceRefusal>): AnswerOutcome {
  if (res.success) return { kind: 'sent' };
  if (res.data?.reason === LINK_INVALID_REASON) return { kind: 'expired', unit: res.data.unit ?? null };
  if (res.httpStatus === 429) {
    const minutes = res.retryAfterSeconds ? Math.ceil(res.retryAfterSeconds / 60) : 0;
    const message = res.message || M.locked;
    return { kind: 'code', message: minutes ? `${message} ${M.tryAgainIn(minutes)}` : message };
  }
  if (res.errors && Object.keys(res.errors).length > 0)
    return { kind: 'fields', errors: res.errors, message: res.message || GENERAL_ERROR };
  if (res.httpStatus === 400) return { kind: 'code', message: res.message || M.codeNeeded };
  return { kind: 'failed', message: res.message || GENERAL_ERROR };
}
