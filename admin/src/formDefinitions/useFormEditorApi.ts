import { HttpError, useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { DefinitionCheck } from '@cp/schemas/contracts/form-definitions';
import type { ConsoleDataProvider } from '../dataProvider';

/** The dataProvider with the editor's custom methods (CONVENTIONS.md 'Every console call through the dataProvider'). */
export const useFormEditorApi = () => useDataProvider<ConsoleDataProvider>();

export function useFormFamilies() {
  const dp = useFormEditorApi();
  return useQuery({ queryKey: ['form-definitions', 'families'], queryFn: () => dp.formFamilies() });
}

export function useFormVersion(id: string | undefined) {
  const dp = useFormEditorApi();
  return useQuery({
    queryKey: ['form-definitions', 'version', id],
    queryFn: () => dp.formVersion({ id: id ?? '' }),
    enabled: !!id,
  });
}

/** The problems a refused publish carries (HttpError body `data`), if any. */
export function problemsOf(error: unknown): DefinitionCheck['problems'] {
  const body =
    error instanceof HttpError ? (error.body as { data?: DefinitionCheck } | undefined) : undefined;
  return body?.data?.problems ?? [];
}
