/**
 * The definition check's part for field roles (roles.ts): each role is one of the catalogue's, points at a
 * field of the form of a compatible type, and a version keeps every role its family's published version
 * carried. Each problem names the role and what reads it.
 */
import type { DefinitionProblem } from '../contracts/form-definitions';
import { REFERENCE_FAMILY } from '../contracts/references';
import {
  ROLE_CATALOGUE,
  isListPointer,
  isRoleName,
  type FormRoles,
  type RoleName,
  type RolePointer,
  type RoleValueKind,
} from './roles';
import { fieldSchemaAt } from './schema-walk';
import type { JsonSchema } from './types';

const typesOf = (node: JsonSchema | undefined): string[] =>
  node === undefined ? [] : Array.isArray(node.type) ? (node.type as string[]) : [String(node.type ?? '')];

/** The schema types a value of this kind may have (a field without a type takes any value). */
const ACCEPTS: Record<RoleValueKind | 'object' | 'array', string[]> = {
  text: ['string'],
  email: ['string'],
  phone: ['string'],
  date: ['string'],
  money: ['number', 'integer'],
  number: ['number', 'integer'],
  boolean: ['boolean'],
  object: ['object'],
  array: ['array'],
};

const fits = (node: JsonSchema, kind: keyof typeof ACCEPTS) => {
  const types = typesOf(node).filter(Boolean);
  return !types.length || types.some((t) => ACCEPTS[kind].includes(t));
};

const pointerProblem = (pointer: unknown) => typeof pointer !== 'string' || !/^(\/[^/]+)+$/.test(pointer);

/** Each place a role points at: [label, pointer as a field path, kind]. */
function targets(role: RoleName, pointer: RolePointer): Array<[string, unknown, keyof typeof ACCEPTS]> {
  const spec = ROLE_CATALOGUE[role];
  if (spec.kind === 'array') {
    if (!isListPointer(pointer)) return [[role, undefined, 'array']];
    const items = Object.entries(pointer.itemRoles ?? {}).map(
      ([part, p]): [string, unknown, keyof typeof ACCEPTS] => [
        `${role}.${part}`,
        typeof p === 'string' && !pointerProblem(p) ? `${pointer.pointer}/*${p}` : undefined,
        spec.parts[part as keyof typeof spec.parts] ?? 'text',
      ],
    );
    return [[role, pointer.pointer, 'array'], ...items];
  }
  if (spec.kind === 'object') {
    if (typeof pointer !== 'object' || pointer === null || isListPointer(pointer))
      return [[role, undefined, 'object']];
    return Object.entries(pointer).map(([part, p]) => [
      `${role}.${part}`,
      p,
      spec.parts[part as keyof typeof spec.parts] ?? 'text',
    ]);
  }
  return [[role, pointer, spec.kind]];
}

/** The message naming a role and what depends on it. */
export const roleMessage = (role: RoleName, problem: string) =>
  `${role}: ${problem} (${ROLE_CATALOGUE[role].readBy}).`;

/** The roles the trade reference's payment score and the application's summary read. */
export const TRADE_SCORE_ROLES: readonly RoleName[] = [
  'referenceOpenSince',
  'referenceHighCredit',
  'referenceDaysBeyondTerms',
  'referencePaymentHabit',
];

/** What a form must carry, by what it is: given, else a form naming who answers is a reference answer form. */
export interface RoleSubject {
  /** form_definitions.form (a FormKind) */
  form?: string;
  family?: string;
}
export function requiredRoles(roles: FormRoles, subject: RoleSubject = {}): RoleName[] {
  const form = subject.form ?? (roles.respondentName !== undefined ? 'reference' : undefined);
  if (form === 'reference')
    return subject.family === REFERENCE_FAMILY.trade
      ? ['respondentName', ...TRADE_SCORE_ROLES]
      : ['respondentName'];
  return (Object.keys(ROLE_CATALOGUE) as RoleName[]).filter((name) => ROLE_CATALOGUE[name].required);
}

/** Roles that name no catalogue role, or point at no field of a compatible type; required roles missing. */
export function checkRoles(
  schema: JsonSchema,
  roles: FormRoles,
  out: DefinitionProblem[],
  subject: RoleSubject = {},
): void {
  for (const [name, pointer] of Object.entries(roles)) out.push(...roleProblems(schema, name, pointer));
  for (const name of requiredRoles(roles, subject))
    if (roles[name] === undefined)
      out.push({
        field: `roles/${name}`,
        message: roleMessage(name, 'every form must say which field holds it'),
      });
}

/** The roles of `roles` that point at fields of this schema (a version stored before roles were declared). */
export const rolesFitting = (schema: JsonSchema, roles: FormRoles): FormRoles =>
  Object.fromEntries(
    Object.entries(roles).filter(([name, pointer]) => roleProblems(schema, name, pointer).length === 0),
  );

/** The problems of one role: not a catalogue role, or not pointing at a field of a compatible type. */
function roleProblems(
  schema: JsonSchema,
  name: string,
  pointer: RolePointer | undefined,
): DefinitionProblem[] {
  const out: DefinitionProblem[] = [];
  if (!isRoleName(name))
    return [{ field: `roles/${name}`, message: `${name} is not a field role the product knows.` }];
  if (pointer === undefined) return [];
  const spec = ROLE_CATALOGUE[name];
  for (const [label, path, kind] of targets(name, pointer)) {
    const where = typeof path === 'string' ? path : '';
    const node = typeof path === 'string' && !pointerProblem(path) ? fieldSchemaAt(schema, path) : undefined;
    if (!node)
      out.push({
        field: where || `roles/${name}`,
        message: roleMessage(
          name,
          `${label} points at ${where || 'nothing'}, which is not a field of the form`,
        ),
      });
    else if (!fits(node, kind))
      out.push({
        field: where,
        message: roleMessage(name, `${label} points at ${where}, which is not a ${kind} field`),
      });
  }
  if (spec.kind === 'object' && typeof pointer === 'object' && !isListPointer(pointer))
    for (const part of Object.keys(pointer))
      if (!(part in spec.parts))
        out.push({ field: `roles/${name}`, message: `${name}.${part} is not a part of the role ${name}.` });
  return out;
}

/**
 * Roles the family's published version carried that this version drops (a role, or a part of an object or
 * list role): refused, since the features that read it would find nothing in answers given on it.
 */
export function checkRolesKept(previous: FormRoles, roles: FormRoles, out: DefinitionProblem[]): void {
  for (const [name, before] of Object.entries(previous)) {
    if (!isRoleName(name) || before === undefined) continue;
    const now = roles[name];
    if (now === undefined) {
      out.push({
        field: `roles/${name}`,
        message: roleMessage(name, 'the published version has it and this version drops it'),
      });
      continue;
    }
    const partsOf = (p: RolePointer) =>
      isListPointer(p) ? Object.keys(p.itemRoles ?? {}) : typeof p === 'object' ? Object.keys(p) : [];
    const kept = new Set(partsOf(now));
    for (const part of partsOf(before))
      if (!kept.has(part))
        out.push({
          field: `roles/${name}`,
          message: roleMessage(name, `the published version has ${name}.${part} and this version drops it`),
        });
  }
}
