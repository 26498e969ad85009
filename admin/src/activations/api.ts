/** The activation endpoints the console calls besides the ra-data-simple-rest resource. */
import { HttpError } from 'react-admin';
import { GENERAL_ERROR } from '@cp/schemas/messages/general';
import { httpClient } from '../dataProvider/httpClient';
import type { Failure } from '../dialogs/ActionDialog';

export interface UnitOption {
  id: string;
  code: string;
  name: string;
  kind: 'company' | 'division' | 'all';
  parentId: string | null;
}
export interface ContactOption {
  id: string;
  name: string;
  email: string;
}
export interface DenialCodeOption {
  id: string;
  code: string;
  description: string;
}
export interface Answer<T = unknown> {
  message: string;
  data: T;
}

const base = '/api/v1/activations';

async function call<T>(url: string, method: string, body?: unknown): Promise<Answer<T>> {
  const { json } = await httpClient(url, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { message: String(json?.message ?? ''), data: json?.data as T };
}

export interface InvitePayload {
  email: string;
  company_id: string | null;
  division_id: string | null;
  contacts: string[];
}

export const activationApi = {
  invite: (p: InvitePayload) => call<{ id: string; link: string }>(`${base}/invite`, 'POST', p),
  copy: (id: string, p: InvitePayload) => call<{ id: string }>(`${base}/${id}/copy`, 'POST', p),
  approve: (
    id: string,
    p: { approvedAmount: string; customerCode: string; contacts: string[]; paymentTerms: string },
  ) => call(`${base}/${id}/approve`, 'POST', p),
  deny: (id: string, p: { denialCode: string; notes: string; contacts: string[] }) =>
    call(`${base}/${id}/deny`, 'POST', p),
  notes: (id: string, notes: string) => call(`${base}/${id}/notes`, 'POST', { notes }),
  resend: (id: string) => call(`${base}/${id}/resend`, 'POST'),
  changeEmail: (id: string, email: string) => call(`${base}/${id}/email`, 'POST', { email }),
  customerCode: (id: string, customerCode: string) =>
    call(`${base}/${id}/customer-code`, 'POST', { customerCode }),
  save: (id: string, p: { paymentTerms?: string; customerCode?: string; data?: Record<string, unknown> }) =>
    call(`${base}/${id}`, 'PUT', p),
  remove: (id: string) => call(`${base}/${id}`, 'DELETE'),
  link: (id: string) => call<{ link: string }>(`${base}/${id}/link`, 'GET'),
  offeredUnits: () => call<UnitOption[]>('/api/v1/units/offered', 'GET'),
  selectableUnits: () => call<UnitOption[]>('/api/v1/units/selectable', 'GET'),
  contacts: (unitId: string) => call<ContactOption[]>(`/api/v1/units/${unitId}/contacts`, 'GET'),
  denialCodes: (unitId: string) => call<DenialCodeOption[]>(`/api/v1/units/${unitId}/denial-codes`, 'GET'),
};

/** The activation PDF (documents area's spec call GET /api/CustomerActivation/getPdf, header id). */
export async function fetchActivationPdf(id: string): Promise<Blob> {
  const response = await fetch('/api/CustomerActivation/getPdf', {
    headers: { id },
    credentials: 'same-origin',
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('pdf')) throw new Error(`PDF ${response.status}`);
  return response.blob();
}

/**
 * The message of a failed call: the server's answer (httpClient's HttpError carries it, or the general
 * message when the answer had none); anything else (no answer at all: the network failed) gets the
 * fallback, never the browser's own text such as 'Failed to fetch'.
 */
export const failureMessage = (e: unknown, fallback: string): string =>
  e instanceof HttpError && e.message ? e.message : fallback;

/** §8 Save and decisions: a failure shows the server's message as a warning. */
export const serverWarning = (e: unknown): Failure => ({
  message: failureMessage(e, GENERAL_ERROR),
  type: 'warning',
});
