/**
 * The AR import's calls (issue 29 item 4, schemas/contracts/ar-imports.ts) as dataProvider methods
 * (CONVENTIONS.md 'Every console call through the dataProvider'): the upload (multipart), the template, the
 * lines still to match and staff's match.
 */
import {
  arImportPaths,
  type ArImportResult,
  type ArMapping,
  type ArMatchInput,
  type ArUnmatchedLine,
} from '@cp/schemas/contracts/ar-imports';
import { httpBlob, httpClient } from '../dataProvider/httpClient';

export interface ArImportInput {
  unitId: string;
  file: File;
  /** An ERP export's columns onto the format's; `save` keeps it for the unit's next imports. */
  mapping?: ArMapping;
  saveMapping?: boolean;
}

export const arImportMethods = {
  arImport: async (input: ArImportInput): Promise<{ message: string; data: ArImportResult }> => {
    const form = new FormData();
    form.append('unitId', input.unitId);
    if (input.mapping && Object.keys(input.mapping).length) {
      form.append('mapping', JSON.stringify(input.mapping));
      form.append('saveMapping', input.saveMapping ? 'true' : 'false');
    }
    form.append('file', input.file, input.file.name);
    const { json } = await httpClient(arImportPaths.import, { method: 'POST', body: form });
    return { message: String(json?.message ?? ''), data: json?.data as ArImportResult };
  },
  arTemplate: () => httpBlob(arImportPaths.template, { expectedType: 'text/csv' }),
  arUnmatched: async (unitId?: string): Promise<ArUnmatchedLine[]> => {
    const query = unitId ? `?unitId=${encodeURIComponent(unitId)}` : '';
    const { json } = await httpClient(`${arImportPaths.unmatched}${query}`, { method: 'GET' });
    return (json?.data ?? []) as ArUnmatchedLine[];
  },
  arMatch: async (lineId: string, input: ArMatchInput): Promise<{ message: string }> => {
    const { json } = await httpClient(arImportPaths.match(lineId), {
      method: 'POST',
      body: JSON.stringify(input),
    });
    return { message: String(json?.message ?? '') };
  },
  arMapping: async (unitId: string): Promise<ArMapping> => {
    const { json } = await httpClient(arImportPaths.mapping(unitId), { method: 'GET' });
    return ((json?.data as { mapping?: ArMapping } | undefined)?.mapping ?? {}) as ArMapping;
  },
};

export type ArImportMethods = typeof arImportMethods;
