/**
 * The dataProvider's custom methods of the company and division administration (`companies`,
 * `divisions`): contacts, denial codes, the onboarding packet and the wording preview
 * (schemas/src/contracts/units-admin.ts). Lists, details, add and save are react-admin's own
 * getList/getOne/create/update on the same resources.
 */
import type {
  ContactBody,
  DenialCodeBody,
  WordingPreview,
  WordingPreviewBody,
} from '@cp/schemas/contracts/units-admin';
import { httpBlob, httpClient } from './httpClient';

export type UnitResource = 'companies' | 'divisions';

export interface UnitAnswer<T = unknown> {
  message: string;
  data: T;
}

async function call<T>(url: string, method: string, body?: unknown): Promise<UnitAnswer<T>> {
  const isForm = body instanceof FormData;
  const { json } = await httpClient(url, {
    method,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  return { message: String(json?.message ?? ''), data: json?.data as T };
}

const one = (resource: UnitResource, id: string, rest = '') =>
  `/api/v1/${resource}/${encodeURIComponent(id)}${rest}`;

export const unitsAdminMethods = {
  setUnitContact: (resource: UnitResource, p: { id: string; contactId?: string; data: ContactBody }) =>
    p.contactId
      ? call<{ id: string }>(
          one(resource, p.id, `/contacts/${encodeURIComponent(p.contactId)}`),
          'PUT',
          p.data,
        )
      : call<{ id: string }>(one(resource, p.id, '/contacts'), 'POST', p.data),
  setUnitDenialCode: (resource: UnitResource, p: { id: string; codeId?: string; data: DenialCodeBody }) =>
    p.codeId
      ? call<{ id: string }>(
          one(resource, p.id, `/denial-codes/${encodeURIComponent(p.codeId)}`),
          'PUT',
          p.data,
        )
      : call<{ id: string }>(one(resource, p.id, '/denial-codes'), 'POST', p.data),
  deleteUnitDenialCode: (resource: UnitResource, p: { id: string; codeId: string }) =>
    call(one(resource, p.id, `/denial-codes/${encodeURIComponent(p.codeId)}`), 'DELETE'),
  uploadUnitPacket: (resource: UnitResource, p: { id: string; file: File }) => {
    const form = new FormData();
    form.append('OnboardingDocument', p.file);
    return call<{ fileName: string }>(one(resource, p.id, '/packet'), 'POST', form);
  },
  downloadUnitPacket: (resource: UnitResource, p: { id: string }) =>
    httpBlob(one(resource, p.id, '/packet'), { expectedType: 'pdf' }),
  previewWording: (resource: UnitResource, p: { data: WordingPreviewBody }) =>
    call<WordingPreview>(`/api/v1/${resource}/preview`, 'POST', p.data),
};

export type UnitsAdminMethods = typeof unitsAdminMethods;
