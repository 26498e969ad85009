import { FORM_KEYS, isFormKey, type FormKey } from '@cp/schemas/forms/registry';

export type PlaygroundMode = 'wizard' | 'form';

export interface PlaygroundParams {
  key: FormKey;
  mode: PlaygroundMode;
  /** step index or step id from ?step= */
  step?: string;
  /** ?panel=0 hides the JSON / validation panel (the keystroke bench measures the form alone) */
  panel: boolean;
}

/** Reads ?form=, ?mode= and ?step= (the keystroke bench opens ?form=application-eight&step=<largest>). */
export function readParams(search: string): PlaygroundParams {
  const params = new URLSearchParams(search);
  const form = params.get('form');
  const key: FormKey = isFormKey(form) ? form : FORM_KEYS[0];
  const mode = params.get('mode');
  const defaultMode: PlaygroundMode = key.startsWith('activation') ? 'form' : 'wizard';
  return {
    key,
    mode: mode === 'form' || mode === 'wizard' ? mode : defaultMode,
    step: params.get('step') ?? undefined,
    panel: params.get('panel') !== '0',
  };
}

export function writeParams(p: PlaygroundParams): string {
  const params = new URLSearchParams({ form: p.key, mode: p.mode });
  if (p.step !== undefined) params.set('step', p.step);
  if (!p.panel) params.set('panel', '0');
  return `?${params.toString()}`;
}

/** ?step= as an index: a number, or the id of a step ('tradeReferences'). */
export function stepIndex(step: string | undefined, steps: { id: string }[]): number | undefined {
  if (step === undefined || step === '') return undefined;
  const n = Number(step);
  if (Number.isInteger(n)) return Math.max(0, Math.min(n, steps.length - 1));
  const byId = steps.findIndex((s) => s.id === step);
  return byId === -1 ? undefined : byId;
}
