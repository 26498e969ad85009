import { startTransition, useCallback, useMemo, useRef, useState } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { collectErrors, serverErrorsToFieldErrors, type FieldErrors } from '../errors/collect';
import { getAt, isBlank, setAt, toPointer } from '../errors/paths';
import type { FormData, FormValidator, ServerErrors } from '../types';
import { conditionSources, lastName } from './conditionSources';

interface Options {
  schema: RJSFSchema;
  validator: FormValidator;
  initialData: FormData;
  serverErrors?: ServerErrors;
  onChange?: (data: FormData) => void;
  /** Paths whose stored value is not validated until it is edited (spec §4: an existing account number). */
  skipUntilEdited?: string[];
  /** Read for the fields other fields depend on (`conditionSources`). */
  uiSchema?: UiSchema;
}

/**
 * The state every engine form shares: the data, all current validation errors (the same validator as the
 * server), server-only errors that stay on their field until that field is edited, and a `patch` for
 * widgets that change several fields at once.
 */
export function useFormEngine({
  schema,
  validator,
  initialData,
  serverErrors,
  onChange,
  skipUntilEdited,
  uiSchema,
}: Options) {
  /** The data RJSF is handed (or last emitted): a keystroke in a text box reaches it on blur, see `write`. */
  const [formData, setData] = useState<FormData>(initialData);
  /** The latest data, typed values included: what is validated, shown in the summary and given to hosts. */
  const [data, setView] = useState<FormData>(initialData);
  const dataRef = useRef(data);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  /**
   * Text typed into a widget and not yet processed by RJSF (see `write`), per widget id: where it goes and
   * the value last typed. It is dropped once RJSF reports that value for that widget, or when RJSF is handed
   * the whole data (`patch`, `settle`).
   */
  const typed = useRef(new Map<string, { pointer: string; value: unknown }>());

  /**
   * A change RJSF made itself (a keystroke): RJSF has already rendered the edited field, so what follows
   * from it here (validation, the errors shown, the host's onChange and whatever the host renders for it) is
   * a transition: React renders it after the keystroke's own update, in slices, without holding up the paint
   * of the typed character. `dataRef` and the host's callback are still updated synchronously. `id`: the
   * widget whose change this is, when it was one `write` announced; values typed since, which RJSF has not
   * processed yet, stay on top of RJSF's data.
   */
  const update = useCallback((next: FormData, id?: string) => {
    const entry = id === undefined ? undefined : typed.current.get(id);
    if (entry && sameValue(getAt(next, entry.pointer), entry.value)) typed.current.delete(id as string);
    let latest = next;
    for (const t of typed.current.values()) latest = setAt(latest, t.pointer, t.value);
    dataRef.current = latest;
    startTransition(() => {
      setData(next);
      setView(latest);
      onChangeRef.current?.(latest);
    });
  }, []);

  /**
   * A keystroke in a text widget, written into the data at once: Next, Submit, autosave and the host's
   * onChange never read data a keystroke behind what the input shows. Field-level (issue 33): RJSF is not
   * handed the keystroke, so the form does not re-render for it; validation and the errors shown follow in a
   * transition (the form re-renders only when a message appears or goes). The widget hands RJSF its value on
   * blur, or at once when other fields depend on it (`isSource`), and that change reaches `update` with its id.
   */
  const write = useCallback((id: string, pointer: string, value: unknown) => {
    typed.current.set(id, { pointer, value });
    const next = setAt(dataRef.current, pointer, value);
    dataRef.current = next;
    startTransition(() => {
      setView(next);
      onChangeRef.current?.(next);
    });
  }, []);

  const sources = useMemo(() => conditionSources(schema, uiSchema), [schema, uiSchema]);
  /** Whether other fields depend on the value at `pointer` (a conditional's source). */
  const isSource = useCallback((pointer: string) => sources.has(lastName(pointer)), [sources]);

  /**
   * Hands RJSF the latest data when typed values are still on their way to it (a step change must not
   * rebuild the form from older data).
   */
  const settle = useCallback(() => {
    if (!typed.current.size) return;
    typed.current.clear();
    setData(dataRef.current);
    setView(dataRef.current);
  }, []);

  /** A change made by a widget or the wizard (several fields at once): RJSF has to render it, so it is urgent. */
  const patch = useCallback((changes: Record<string, unknown>) => {
    let next = dataRef.current;
    for (const [path, value] of Object.entries(changes)) next = setAt(next, path, value);
    dataRef.current = next;
    // RJSF is handed the whole data, typed values included.
    typed.current.clear();
    setData(next);
    setView(next);
    onChangeRef.current?.(next);
    return next;
  }, []);

  const getData = useCallback(() => dataRef.current, []);

  const [initial] = useState(initialData);
  const collect = useCallback(
    (d: FormData) => withoutUnedited(collectErrors(validator, schema, d), d, initial, skipUntilEdited),
    [validator, schema, initial, skipUntilEdited],
  );
  const allErrors: FieldErrors = useMemo(() => collect(data), [collect, data]);

  // Server errors are shown while the field still holds the value the server judged.
  const serverSnapshot = useMemo(
    () => ({ errors: serverErrorsToFieldErrors(serverErrors), data: dataRef.current }),
    [serverErrors],
  );
  const server: FieldErrors = useMemo(() => {
    const out: FieldErrors = {};
    for (const [pointer, messages] of Object.entries(serverSnapshot.errors))
      if (getAt(data, pointer) === getAt(serverSnapshot.data, pointer)) out[pointer] = messages;
    return out;
  }, [serverSnapshot, data]);

  return {
    data,
    formData,
    dataRef,
    getData,
    update,
    write,
    isSource,
    settle,
    patch,
    allErrors,
    server,
    collect,
  };
}

/** Equal as stored values (RJSF answers null for a cleared array item it was given as undefined). */
function sameValue(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || (a == null && b == null);
}

/** Drops errors of stored values the user has not touched yet. */
function withoutUnedited(
  errors: FieldErrors,
  data: FormData,
  initial: FormData,
  paths: string[] | undefined,
) {
  if (!paths?.length) return errors;
  const out = { ...errors };
  for (const path of paths.map(toPointer)) {
    const stored = getAt(initial, path);
    if (!isBlank(stored) && getAt(data, path) === stored) delete out[path];
  }
  return out;
}
