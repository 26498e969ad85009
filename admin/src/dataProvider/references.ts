/**
 * The dataProvider's reference request methods (README 'Reference requests';
 * schemas/src/contracts/references.ts): an application's requests, answers and score, and sending,
 * resending, cancelling, re-addressing a request and recording an answer taken by phone
 * (`/api/v1/submissions/:id/reference…`). Every answer is the envelope `{ success, message, data }`.
 */
import type { PhoneAnswerFormView, ReferencesView } from '@cp/schemas/contracts/references';
import { httpBlob, httpClient } from './httpClient';

const base = (id: string) => `/api/v1/submissions/${encodeURIComponent(id)}`;
const one = (id: string, requestId: string, verb: string) =>
  `${base(id)}/references/${encodeURIComponent(requestId)}/${verb}`;

async function post(url: string, body: unknown): Promise<{ message: string }> {
  const { json } = await httpClient(url, { method: 'POST', body: JSON.stringify(body) });
  return { message: String(json?.message ?? '') };
}

export const referenceMethods = {
  /** An answer as a PDF (printed by the server). */
  referenceAnswerPdf: (p: { id: string; requestId: string }) =>
    httpBlob(one(p.id, p.requestId, 'pdf'), { expectedType: 'pdf' }),
  references: async (p: { id: string }): Promise<ReferencesView> =>
    (await httpClient(`${base(p.id)}/references`, { method: 'GET' })).json?.data as ReferencesView,
  /** No ids: every request not sent yet; ids: those requests again. */
  sendReferenceRequests: (p: { id: string; requestIds?: string[] }) =>
    post(`${base(p.id)}/reference-requests`, p.requestIds ? { requestIds: p.requestIds } : {}),
  cancelReferenceRequest: (p: { id: string; requestId: string; reason: string }) =>
    post(one(p.id, p.requestId, 'cancel'), { reason: p.reason }),
  changeReferenceEmail: (p: { id: string; requestId: string; email: string; reason: string }) =>
    post(one(p.id, p.requestId, 'email'), { email: p.email, reason: p.reason }),
  /** The published answer form of the request's kind, filled in while staff take an answer by phone. */
  referenceAnswerForm: async (p: { id: string; requestId: string }): Promise<PhoneAnswerFormView> =>
    (await httpClient(one(p.id, p.requestId, 'answer-form'), { method: 'GET' })).json
      ?.data as PhoneAnswerFormView,
  recordPhoneAnswer: (p: {
    id: string;
    requestId: string;
    answers: Record<string, unknown>;
    declined: boolean;
  }) => post(one(p.id, p.requestId, 'phone-answer'), { answers: p.answers, declined: p.declined }),
};

export type ReferenceMethods = typeof referenceMethods;
