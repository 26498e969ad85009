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
 * Keystroke speed (issue 17). What a text widget shows comes from its own state, and a keystroke updates
 * only that: React repaints this one input at once. The same keystroke writes the value into the engine's data
 * synchronously (`EngineContext.write`: what Next, Submit, autosave and the host's onChange read is never a
 * keystroke behind). RJSF gets the change later, from the effect of a transition: its processing of the
 * change, its re-render of the form, the validation and whatever the host renders for it run in their own
 * tasks after the keystroke's event, and keystrokes typed in between reach RJSF once, as the last value.
 *
 * Values coming back from RJSF are the ones this widget sent (possibly an older one while a newer is on its
 * way): they leave the input alone. Any other value (a patch by another widget, a loaded draft, a reset, a
 * value RJSF changed) is shown in the input.
 *
 * Returns the widget props with `value` the value to show and `onChange` the deferred writer.
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

  // Before paint: an outside change never shows a stale value for a frame.
  useLayoutEffect(() => {
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
      sent.current.push(next);
      if (pointer !== undefined) write.current?.(id, pointer, next);
      startTransition(() => setQueued({ value: next }));
    },
    [id, pointer],
  );

  // RJSF gets the change from a transition's effect, not in the keystroke's event: its processing of the
  // change (it copies and re-derives the whole data) and the form's re-render no longer delay the input's paint.
  // Keystrokes typed before this runs are handed over once, as the last value. Not as a transition itself:
  // RJSF's state update then renders before any transition (the host's re-render for errors), so RJSF is never
  // handed its own data back while a newer state of its own is still pending (it would revert to it).
  useEffect(() => {
    if (queued) rjsfChange.current(queued.value, undefined, id);
  }, [queued, id]);

  return { ...props, value: local, onChange };
}
