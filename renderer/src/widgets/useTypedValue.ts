import {
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { FieldPointer } from '../form/fieldPath';
import type { EngineContext } from '../types';

/** Equal as stored values (RJSF may answer null for a cleared value it was given as undefined). */
function sameValue(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || (a == null && b == null);
}

/** What `useTypedValue` adds to the widget props. */
export interface TypedValue {
  /** Stores a value the box already shows as it is (nothing is rendered for it). */
  onTyped: (value: unknown) => void;
  /** The value held now: newer than `value` (read when the widget rendered) after an `onTyped`. */
  heldValue: () => unknown;
}

/**
 * Keystroke speed (README, 'Keystroke on the trade-references step'). What a text widget shows is the value
 * last typed, kept here, and a keystroke re-renders only this widget, and not even that when the box already
 * shows the value as the widget would (`onTyped`: an upper-cased letter went into an upper-cased box as such).
 * The same keystroke writes the value into the engine's data synchronously (`EngineContext.write`: what Next,
 * Submit, autosave, validation and the host's onChange read is never a keystroke behind). RJSF, which re-renders the whole form for any change it processes, is handed the
 * value when the box loses focus, not per keystroke: a field-level update. A box other fields depend on
 * (`EngineContext.isSource`) hands RJSF every keystroke instead, from the effect of a transition (its dependants
 * update as the customer types; keystrokes typed in between reach RJSF once, as the last value), and so does a
 * widget outside an engine form.
 *
 * Values coming back from RJSF are the ones this widget sent (possibly an older one while a newer is on its
 * way): they leave the input alone. Any other value (a patch by another widget, a loaded draft, a reset, a
 * value RJSF changed) is shown in the input.
 *
 * Returns the widget props with `value` the value to show, `onChange` the writer, `onBlur` handing RJSF the
 * value first, and `TypedValue`'s two.
 */
export function useTypedValue<P extends WidgetProps>(props: P): P & TypedValue {
  const { value, id } = props;
  const engine = props.registry.formContext as Partial<EngineContext> | undefined;
  const pointer = useContext(FieldPointer);
  /** The value last typed (or last taken from RJSF): the value shown, read when the widget renders. */
  const latest = useRef<unknown>(value);
  const [, render] = useReducer((n: number) => n + 1, 0);
  /** Values handed to RJSF whose echo has not come back yet, oldest first. */
  const sent = useRef<unknown[]>([]);
  const rjsfChange = useRef(props.onChange);
  rjsfChange.current = props.onChange;
  /** The value to hand RJSF, in a box (each keystroke's is a new one, even for a value typed before). */
  const [queued, setQueued] = useState<{ value: unknown }>();
  const write = useRef(engine?.write);
  write.current = engine?.write;
  /** Every keystroke goes to RJSF (a conditional's source, or no engine to write into). */
  const live = pointer === undefined || !engine?.write || (engine.isSource?.(pointer) ?? true);
  /** The value RJSF was last handed or showed. */
  const handed = useRef<unknown>(value);

  // Before paint: an outside change never shows a stale value for a frame.
  useLayoutEffect(() => {
    handed.current = value;
    const i = sent.current.findIndex((v) => sameValue(v, value));
    if (i >= 0) {
      sent.current.splice(0, i + 1);
      return;
    }
    sent.current = [];
    if (Object.is(latest.current, value)) return;
    latest.current = value;
    render();
  }, [value]);

  /** `shown`: the box already shows `next` as the widget would, so it is not rendered again. */
  const change = useCallback(
    (next: unknown, shown: boolean) => {
      if (sameValue(next, latest.current)) {
        // Nothing to store (a non-digit typed in a number box): rendered again, the box shows the value again.
        if (!shown) render();
        return;
      }
      latest.current = next;
      if (!shown) render();
      if (pointer !== undefined) write.current?.(id, pointer, next);
      if (!live) return;
      sent.current.push(next);
      startTransition(() => setQueued({ value: next }));
    },
    [id, pointer, live],
  );
  const onChange = useCallback((next: unknown) => change(next, false), [change]);
  const onTyped = useCallback((next: unknown) => change(next, true), [change]);
  const heldValue = useCallback(() => latest.current, []);

  const rjsfBlur = useRef(props.onBlur);
  rjsfBlur.current = props.onBlur;
  /** Leaving the box: RJSF gets the value typed since it last had one (before its own blur handling). */
  const onBlur = useCallback(
    (widgetId: string, text: unknown) => {
      if (!sameValue(latest.current, handed.current) && !sent.current.includes(latest.current)) {
        handed.current = latest.current;
        sent.current.push(latest.current);
        rjsfChange.current(latest.current, undefined, id);
      }
      rjsfBlur.current(widgetId, text);
    },
    [id],
  );

  // RJSF gets the change from a transition's effect, not in the keystroke's event: its processing of the
  // change (it copies and re-derives the whole data) and the form's re-render no longer delay the input's paint.
  // Keystrokes typed before this runs are handed over once, as the last value. Not as a transition itself:
  // RJSF's state update then renders before any transition (the host's re-render for errors), so RJSF is never
  // handed its own data back while a newer state of its own is still pending (it would revert to it).
  useEffect(() => {
    if (queued) rjsfChange.current(queued.value, undefined, id);
  }, [queued, id]);

  return { ...props, value: latest.current, onChange, onTyped, heldValue, onBlur };
}
