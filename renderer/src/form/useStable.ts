import { useRef } from 'react';
import { deepEquals } from '@rjsf/utils';

/**
 * The previous value while the new one is deep-equal to it (functions count as equal, as in RJSF): props
 * handed to the RJSF form keep their identity when their content did not change, so the form is not
 * re-rendered for a rebuilt but identical error schema or context.
 */
export function useStable<T>(value: T): T {
  const ref = useRef(value);
  if (ref.current !== value && !deepEquals(ref.current, value)) ref.current = value;
  return ref.current;
}
