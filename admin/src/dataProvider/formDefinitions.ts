/**
 * The dataProvider's form editor methods (issue 16 item 4; schemas/src/contracts/form-definitions.ts):
 * families and versions, drafts, the definition check, publish, diff and roll back under
 * /api/FormDefinition/*. A refusal throws react-admin's HttpError whose body carries the server's
 * `data` (for a refused publish: the definition's problems).
 */
import type {
  DefinitionCheck,
  DefinitionContent,
  DefinitionDiff,
  FormFamily,
  FormVersion,
  MovedDrafts,
  PublishBody,
  SaveDraftBody,
} from '@cp/schemas/contracts/form-definitions';
import { httpClient } from './httpClient';

const base = '/api/FormDefinition';

interface Answer<T> {
  message: string;
  data: T;
}

async function call<T>(verb: string, init: { query?: Record<string, string>; body?: unknown } = {}) {
  const query = init.query ? `?${new URLSearchParams(init.query).toString()}` : '';
  const { json } = await httpClient(`${base}/${verb}${query}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { message: String(json?.message ?? ''), data: json?.data as T } satisfies Answer<T>;
}

export const formDefinitionMethods = {
  formFamilies: async () => (await call<FormFamily[]>('getFamilies')).data,
  formVersion: async (p: { id: string }) => (await call<FormVersion>('getVersion', { query: p })).data,
  createFormDraft: (p: { fromId: string }) =>
    call<{ id: string; version: number }>('createDraft', { body: p }),
  saveFormDraft: (p: SaveDraftBody) => call<null>('saveDraft', { body: p }),
  checkFormDefinition: (p: DefinitionContent) => call<DefinitionCheck>('checkDefinition', { body: p }),
  publishFormVersion: (p: PublishBody) => call<MovedDrafts | null>('publish', { body: p }),
  rollbackFormVersion: (p: { id: string }) => call<{ id: string; version: number }>('rollback', { body: p }),
  discardFormDraft: (p: { id: string }) => call<null>('discardDraft', { body: p }),
  movableFormDrafts: async (p: { id: string }) =>
    (await call<MovedDrafts>('movableDrafts', { query: p })).data,
  diffFormVersions: async (p: { from: string; to: string }) =>
    (await call<DefinitionDiff>('diff', { query: p })).data,
};

export type FormDefinitionMethods = typeof formDefinitionMethods;
