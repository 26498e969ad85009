import { isValidElement, type ReactNode } from 'react';
import { deepEquals } from '@rjsf/utils';

/**
 * Same element type, key and deep-equal props (functions count as equal, as in RJSF's own field memo):
 * what RJSF renders for such an element is what it rendered before.
 */
export function sameElement(a: ReactNode, b: ReactNode): boolean {
  if (a === b) return true;
  if (!isValidElement(a) || !isValidElement(b)) return deepEquals(a, b);
  return a.type === b.type && a.key === b.key && deepEquals(a.props, b.props);
}
