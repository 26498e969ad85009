import {
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
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

/**
 * Keystroke speed (issues 17 and 33). What a text widget shows comes from its own state, and a keystroke updates
 * only that: React repaints this one input at once. The same keystroke writes the value into the engine's data
 * synchronously (`EngineContext.write`: what Next, Submit, autosave, validation and the host's onChange read is
 * never a keystroke behind). RJSF, which re-renders the whole form for any change it processes, is handed the
 * value when the box loses focus, not per keystroke: a field-level update. A box other fields depend on
 * (`EngineContext.isSource`) hands RJSF every keystroke instead, from the effect of a transition (its dependants
 * update as the customer types; keystrokes typed in between reach RJSF once, as the last value), and so does a
 * widget outside an engine form.
 *
 * Values coming back from RJSF are the ones this widget sent (possibly an older one while a newer is on its
 * way): they leave the input alone. Any other value (a patch by another widget, a loaded draft, a reset, a
 * value RJSF changed) is shown in the input.
 *
 * Returns the widget props with `value` the value to show, `onChange` the writer and `onBlur` handing RJSF
 * the value first.
 */
export function useTypedValue<P extends WidgetProps>(props: P): P {
  const { value, id } = props;
  const engine = props.registry.formContext as Partial<EngineContext> | undefined;
  const pointer = useContext(FieldPointer);
  const [local, setLocal] = useState<unknown>(value);
  /** The value last typed (or last taken from RJSF). */
  const latest = useRef<unknown>(value);
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
    latest.current = value;
    setLocal(value);
  }, [value]);

  const onChange = useCallback(
    (next: unknown) => {
      if (sameValue(next, latest.current)) {
        // Nothing to store (a non-digit typed in a number box): the input shows the value again.
        setLocal(latest.current);
        return;
      }
      latest.current = next;
      setLocal(next);
      if (pointer !== undefined) write.current?.(id, pointer, next);
      if (!live) return;
      sent.current.push(next);
      startTransition(() => setQueued({ value: next }));
    },
    [id, pointer, live],
  );

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

  return { ...props, value: local, onChange, onBlur };
}
