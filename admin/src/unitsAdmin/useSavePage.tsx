import { createContext, useCallback, useContext, useRef, type ReactNode } from 'react';
import { useSaveContext } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';

/**
 * One save model for the details page (issue 27 item 18): the spec holds a company's or division's edits until
 * Save (back-office.md §2) and has a contact switch, a contact or denial-code editor and a denial-code delete
 * 'save' (§4) — the company record, whose entries they are. So every save on the page saves the whole page:
 * after a contact or denial-code change is stored, the page's other unsaved edits (information, wording) are
 * saved with it by the page's own Save, and nothing is left half saved.
 */
const SavePageContext = createContext<() => Promise<void>>(async () => undefined);

/** Inside the page's form: what `useSavePage` answers there. */
export function SavePageProvider({ children }: { children: ReactNode }) {
  const { isDirty } = useFormState();
  const { getValues } = useFormContext();
  const { save } = useSaveContext();
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  const savePage = useCallback(async () => {
    if (dirty.current && save) await save(getValues());
  }, [save, getValues]);
  return <SavePageContext.Provider value={savePage}>{children}</SavePageContext.Provider>;
}

/** Saves the page's other unsaved edits; does nothing outside the page (a card on its own). */
export const useSavePage = (): (() => Promise<void>) => useContext(SavePageContext);
