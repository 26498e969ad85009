import { Typography } from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import type { FormDefinition, FormData } from '@cp/schemas/forms/types';
import { filledEntries } from './filledEntries';

type Node = Record<string, unknown>;
const isObject = (v: unknown): v is Node => !!v && typeof v === 'object' && !Array.isArray(v);

/** What staff are told where the customer's signature or uploaded file stands (not editable in the console). */
export const NOT_EDITABLE_BY_STAFF = 'Shown as the customer gave it; staff cannot change it.';

/** The widgets whose value only the customer can give: their signature and the files they uploaded. */
const CUSTOMER_ONLY_WIDGETS = new Set(['signature', 'fileUpload']);

/**
 * The trade references of a record whose customer uploaded a file or chose to give them later: the file is
 * managed beside the form (TradeReferencesFile), so the list shows what the customer chose, read only.
 */
function ChosenReferences({ formContext }: FieldProps) {
  const data = (formContext as { getData?: () => FormData } | undefined)?.getData?.() ?? {};
  const text = data.tradeReferencesFileName
    ? `Trade references uploaded as a file (${String(data.tradeReferencesFileName)}). ${NOT_EDITABLE_BY_STAFF}`
    : 'The customer chose to provide trade references later.';
  return (
    <Typography variant="body2" color="text.secondary">
      {text}
    </Typography>
  );
}

/**
 * The record's UI schema as staff edit it (issue 27 item 1): the same widgets and words as the customer's
 * form ('{unit}' the unit's own name), with the signature and upload widgets read only, and the trade
 * references' three-way choice (upload, enter, later: the customer's) replaced by the list of references
 * typed, or by what the customer chose instead of typing them.
 */
export function staffUiSchema(definition: FormDefinition, data: FormData, unitName: string): Node {
  const chosenOtherwise = !!data.tradeReferencesFileName || data.tradeReferencesSkipped === true;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replaceAll('{unit}', unitName || 'we');
    if (Array.isArray(value)) return value.map(walk);
    if (!isObject(value)) return value;
    const out: Node = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    if (CUSTOMER_ONLY_WIDGETS.has(String(out['ui:widget']))) {
      out['ui:readonly'] = true;
      out['ui:help'] = NOT_EDITABLE_BY_STAFF;
    }
    if (out['ui:field'] === 'tradeReferenceOptions')
      out['ui:field'] = chosenOtherwise ? ChosenReferences : 'tradeReferences';
    return out;
  };
  return walk(definition.uiSchema) as Node;
}

/**
 * Blank as a stored answer: nothing, empty text, an unticked box (the engine answers `false` for a box the
 * customer never ticked), or a list or group of blanks.
 */
function meaningful(value: unknown): unknown {
  if (value === undefined || value === null || value === '' || value === false) return undefined;
  if (Array.isArray(value)) {
    const items = value.map(meaningful);
    return items.every((i) => i === undefined) ? undefined : items;
  }
  if (isObject(value)) {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, meaningful(v)] as const)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(meaningful(a)) === JSON.stringify(meaningful(b));

/**
 * The answers staff changed, top-level field by field as the server merges them (update-submission.ts): only
 * these are sent, so an answer nobody touched is never rewritten. A list of references compares its filled
 * entries only (the blank ones a form opens with are not a change).
 */
export function changedAnswers(stored: FormData, edited: FormData, definition?: FormDefinition): FormData {
  const changed: FormData = {};
  for (const key of new Set([...Object.keys(stored), ...Object.keys(edited)])) {
    const before = stored[key];
    const after = edited[key];
    const defaults = (definition?.defaults as FormData | undefined)?.[key];
    const filled = (v: unknown) => (Array.isArray(v) ? filledEntries(v, defaults) : v);
    if (!same(filled(before), filled(after))) changed[key] = after === undefined ? null : after;
  }
  return changed;
}
