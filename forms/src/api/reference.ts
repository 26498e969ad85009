/** The reference's answer page calls (README 'Reference requests'; contract schemas/contracts/references.ts). */
import type {
  ReferenceAnswerBody,
  ReferencePageUnit,
  ReferencePageView,
} from '@cp/schemas/contracts/references';
import { callApi } from './http';

/** A refused token (unknown, answered, declined, cancelled, past its days): answered like an expired link. */
export interface ReferenceRefusal {
  /** 'link-invalid' (LINK_INVALID_REASON) when the server refused the token itself. */
  reason?: string;
  unit?: ReferencePageUnit;
}

export const referenceApi = {
  /** The URL's unit segment goes along, as a customer link's does, so a refusal can still be themed. */
  view: (token: string, unit: string) =>
    callApi<ReferencePageView & ReferenceRefusal>(`/api/reference/${encodeURIComponent(token)}`, {
      headers: unit ? { division: unit } : {},
    }),
  answer: (body: ReferenceAnswerBody) =>
    callApi<ReferenceRefusal>('/api/reference/answer', { method: 'POST', body }),
};
