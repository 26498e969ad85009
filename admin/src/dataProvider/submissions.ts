/**
 * The dataProvider's custom methods for every kind of submission (`activations`, `applications`): the
 * actions of `/api/v1/<resource>/:id/<verb>` (schemas/src/contracts/submissions.ts), the unit lookups of the
 * dialogs and the files. Everything goes through the console's one HTTP client, files included, so an
 * expired access token is refreshed for a PDF download as for any call.
 */
import type { ContactOption, DenialCodeOption, UnitOption } from '@cp/schemas/contracts/unit-options';
import { httpBlob, httpClient } from './httpClient';

export type SubmissionResource = 'activations' | 'applications';

/** The envelope of an action: the banner's message and the answer's data. */
export interface Answer<T = unknown> {
  message: string;
  data: T;
}

async function call<T>(url: string, method: string, body?: unknown): Promise<Answer<T>> {
  const { json } = await httpClient(url, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { message: String(json?.message ?? ''), data: json?.data as T };
}

const base = (resource: SubmissionResource) => `/api/v1/${resource}`;
const one = (resource: SubmissionResource, id: string, verb = '') =>
  `${base(resource)}/${encodeURIComponent(id)}${verb ? `/${verb}` : ''}`;

/** Invite and copy target (the console contract's snake-case unit ids). */
export interface InvitePayload {
  email: string;
  company_id: string | null;
  division_id: string | null;
  contacts: string[];
}

export interface ApprovePayload {
  approvedAmount: string;
  customerCode: string;
  contacts: string[];
  paymentTerms?: string;
  netTerms?: string;
  isCod?: boolean;
  /** Approve although it takes the customer or its group above the group limit (issue 29 item 6). */
  confirmOverLimit?: boolean;
}

export interface DenyPayload {
  denialCode: string;
  notes: string;
  contacts: string[];
  /** One to four specific reasons (README 'Regulation B'). */
  reasons: string[];
}

export interface SavePayload {
  paymentTerms?: string;
  netTerms?: string;
  customerCode?: string;
  notes?: string;
  contacts?: string[];
  data?: Record<string, unknown>;
}

type R = SubmissionResource;

export const submissionMethods = {
  invite: (resource: R, p: { data: InvitePayload }) =>
    call<{ id: string; link: string }>(`${base(resource)}/invite`, 'POST', p.data),
  copy: (resource: R, p: { id: string; data: InvitePayload }) =>
    call<{ id: string }>(one(resource, p.id, 'copy'), 'POST', p.data),
  approve: (resource: R, p: { id: string; data: ApprovePayload }) =>
    call(one(resource, p.id, 'approve'), 'POST', p.data),
  deny: (resource: R, p: { id: string; data: DenyPayload }) =>
    call(one(resource, p.id, 'deny'), 'POST', p.data),
  setNotes: (resource: R, p: { id: string; notes: string }) =>
    call(one(resource, p.id, 'notes'), 'POST', { notes: p.notes }),
  resend: (resource: R, p: { id: string }) => call(one(resource, p.id, 'resend'), 'POST', {}),
  changeEmail: (resource: R, p: { id: string; email: string }) =>
    call(one(resource, p.id, 'email'), 'POST', { email: p.email }),
  setCustomerCode: (resource: R, p: { id: string; customerCode: string }) =>
    call(one(resource, p.id, 'customer-code'), 'POST', { customerCode: p.customerCode }),
  save: (resource: R, p: { id: string; data: SavePayload }) => call(one(resource, p.id), 'PUT', p.data),
  remove: (resource: R, p: { id: string }) => call(one(resource, p.id), 'DELETE'),
  link: (resource: R, p: { id: string }) => call<{ link: string }>(one(resource, p.id, 'link'), 'GET'),
  /** The record's PDF as a blob. */
  pdf: (resource: R, p: { id: string }) => httpBlob(one(resource, p.id, 'pdf'), { expectedType: 'pdf' }),
  /** The signed DocuSign PDF of an approved application. */
  docuSignPdf: (resource: R, p: { id: string }) =>
    httpBlob(one(resource, p.id, 'docusign-pdf'), { expectedType: 'pdf' }),
  /** An application's trade-reference documents (§2 'Trade References File'). */
  uploadTradeReferences: async (resource: R, p: { id: string; file: File }) => {
    const form = new FormData();
    // The field name the server reads (routes/portal.ts tradeReferenceUpload, §7 setTradeReferences).
    form.append('TradeReferenceDocument', p.file, p.file.name);
    const { json } = await httpClient(one(resource, p.id, 'trade-references'), {
      method: 'POST',
      body: form,
    });
    return { message: String(json?.message ?? ''), data: json?.data as { tradeReferencesFileName: string } };
  },
  downloadFile: (resource: R, p: { id: string; fileId: string }) =>
    httpBlob(`${one(resource, p.id, 'files')}/${encodeURIComponent(p.fileId)}`),
  offeredUnits: (resource: R) => call<UnitOption[]>(`/api/v1/units/offered?kind=${resource}`, 'GET'),
  selectableUnits: () => call<UnitOption[]>('/api/v1/units/selectable', 'GET'),
  contacts: (unitId: string) =>
    call<ContactOption[]>(`/api/v1/units/${encodeURIComponent(unitId)}/contacts`, 'GET'),
  denialCodes: (unitId: string) =>
    call<DenialCodeOption[]>(`/api/v1/units/${encodeURIComponent(unitId)}/denial-codes`, 'GET'),
};

export type SubmissionMethods = typeof submissionMethods;
