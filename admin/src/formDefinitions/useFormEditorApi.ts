import { useEffect, useState } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { DefinitionCheck, DefinitionContent } from '@cp/schemas/contracts/form-definitions';
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

/**
 * The definition check of the content being edited, asked of the server a moment after the last change
 * (the check compiles the schema with ajv, which the console's content policy does not allow in the page).
 */
export function useDefinitionCheck(content: DefinitionContent | null, enabled: boolean) {
  const dp = useFormEditorApi();
  const [settled, setSettled] = useState(content);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(content), 300);
    return () => clearTimeout(timer);
  }, [content]);
  return useQuery({
    queryKey: ['form-definitions', 'check', JSON.stringify(settled)],
    queryFn: async () => (await dp.checkFormDefinition(settled as DefinitionContent)).data,
    enabled: enabled && !!settled,
    placeholderData: (previous) => previous,
  });
}
