/**
 * The field-level difference between two versions of a form (issue 16 item 4): fields added and removed,
 * and per changed field what changed — label, required and its message, each rule and its message, widget,
 * mask, options, step. Shown by the console's diff view; computed by the API.
 */
import type { DefinitionContent, FieldChange, FieldDiff } from '../contracts/form-definitions';
import { fieldFacts, fieldPaths, type FieldFacts } from './field-facts';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function changesOf(a: FieldFacts, b: FieldFacts): FieldChange[] {
  const out: FieldChange[] = [];
  for (const aspect of ['label', 'required', 'widget', 'mask', 'options', 'step'] as const)
    if (!same(a[aspect], b[aspect])) out.push({ aspect, before: a[aspect], after: b[aspect] });
  for (const keyword of new Set([...Object.keys(a.rules), ...Object.keys(b.rules)])) {
    const [before, after] = [a.rules[keyword] ?? null, b.rules[keyword] ?? null];
    if (!same(before, after)) out.push({ aspect: keyword, before, after });
  }
  return out;
}

export function diffDefinitions(from: DefinitionContent, to: DefinitionContent): FieldDiff[] {
  const before = fieldPaths(from);
  const after = fieldPaths(to);
  const out: FieldDiff[] = [];
  for (const field of before) if (!after.includes(field)) out.push({ field, change: 'removed', changes: [] });
  for (const field of after) {
    if (!before.includes(field)) {
      out.push({ field, change: 'added', changes: [] });
      continue;
    }
    const changes = changesOf(fieldFacts(from, field)!, fieldFacts(to, field)!);
    if (changes.length) out.push({ field, change: 'changed', changes });
  }
  return out;
}
