/** The built-in e-signature calls of the customer's agreement page (README 'E-signature'). */
import type {
  AgreementView,
  DeclineAgreementBody,
  EsignDeclineView,
  SignAgreementBody,
} from '@cp/schemas/contracts/esign';
import { callApi } from './http';

const path = (token: string) => `/api/esign/agreement/${encodeURIComponent(token)}`;

export const esignApi = {
  agreement: (token: string) => callApi<AgreementView>(path(token)),
  sign: (token: string, body: SignAgreementBody) =>
    callApi<{ redirect: string }>(`${path(token)}/sign`, { method: 'POST', body }),
  decline: (token: string, body: DeclineAgreementBody) =>
    callApi<{ declined: EsignDeclineView }>(`${path(token)}/decline`, { method: 'POST', body }),
};
