import type { EngineContext, FormStep } from '../types';

/** What the root template needs to lay the top-level properties out as sections or as one wizard step. */
export interface Layout {
  mode: 'sections' | 'step';
  steps: FormStep[];
  /** wizard: the step shown */
  current: number;
  /** sections: step id -> has errors */
  invalid: Record<string, boolean>;
  /** sections: show the valid/invalid badge only after a submit attempt or once typed */
  showStatus: boolean;
}

export type EngineFormContext = EngineContext & { layout: Layout };

/** The top-level property a step field lives under ('bankInfo.duns' -> 'bankInfo'). */
export function topLevelOf(field: string): string {
  return field.replace(/^\//, '').split(/[./]/)[0];
}
