import { createContext, useContext } from 'react';
import type { SubmissionKind } from './kind';

/** The kind whose screens are showing: the kit's dialogs and actions read their wording and calls from it. */
export const KindContext = createContext<SubmissionKind | null>(null);

export function useKind(): SubmissionKind {
  const kind = useContext(KindContext);
  if (!kind) throw new Error('useKind outside a <KindContext.Provider>');
  return kind;
}
