/**
 * The editor's field roles (schemas forms/roles.ts): which role a field carries, and moving a role to
 * another field. A role is named 'legalName', a part of an object role 'address.zip', a part of a list
 * role 'tradeReferences.company'; a field by its layout path ('/address/zip', '/tradeRefInfo/*\/company').
 */
import type { DefinitionContent } from '@cp/schemas/contracts/form-definitions';
import { ROLE_CATALOGUE, isListPointer, type FormRoles, type RoleName } from '@cp/schemas/forms/roles';

/** Every role and role part a field may carry, in the catalogue's order. */
export const ROLE_CHOICES: string[] = (Object.keys(ROLE_CATALOGUE) as RoleName[]).flatMap((role) => {
  const spec = ROLE_CATALOGUE[role];
  return spec.kind === 'object' || spec.kind === 'array'
    ? Object.keys(spec.parts).map((part) => `${role}.${part}`)
    : [role];
});

/** Each declared role or part with the field it points at. */
export function roleTargets(roles: FormRoles = {}): Array<{ choice: string; field: string }> {
  return Object.entries(roles).flatMap(([role, pointer]) => {
    if (typeof pointer === 'string') return [{ choice: role, field: pointer }];
    if (isListPointer(pointer))
      return Object.entries(pointer.itemRoles).map(([part, p]) => ({
        choice: `${role}.${part}`,
        field: `${pointer.pointer}/*${p}`,
      }));
    return Object.entries(pointer).map(([part, p]) => ({ choice: `${role}.${part}`, field: p }));
  });
}

/** The roles (or parts) the field carries. */
export const rolesAt = (roles: FormRoles | undefined, field: string): string[] =>
  roleTargets(roles)
    .filter((t) => t.field === field)
    .map((t) => t.choice);

/** The roles without `choice` (a role, or one part of it). */
function withoutChoice(roles: FormRoles, choice: string): FormRoles {
  const [role, part] = choice.split('.');
  const { [role]: pointer, ...rest } = roles;
  if (!part || pointer === undefined || typeof pointer === 'string') return rest;
  if (isListPointer(pointer)) {
    const { [part]: _gone, ...itemRoles } = pointer.itemRoles;
    return Object.keys(itemRoles).length ? { ...rest, [role]: { ...pointer, itemRoles } } : rest;
  }
  const { [part]: _gone, ...parts } = pointer;
  return Object.keys(parts).length ? { ...rest, [role]: parts } : rest;
}

/** The roles with whatever `field` carried removed. */
export function clearRolesAt(roles: FormRoles = {}, field: string): FormRoles {
  return rolesAt(roles, field).reduce(withoutChoice, roles);
}

/**
 * `choice` moved to `field` (from wherever it was); the field's other roles are dropped. A list part moves
 * the list role to the field's list, keeping the parts already inside that list.
 */
export function moveRole(roles: FormRoles = {}, choice: string, field: string): FormRoles {
  const base = withoutChoice(clearRolesAt(roles, field), choice);
  const [role, part] = choice.split('.');
  const spec = ROLE_CATALOGUE[role as RoleName];
  if (!spec) return base;
  if (!part) return { ...base, [role]: field };
  if (spec.kind === 'array') {
    const star = field.indexOf('/*');
    if (star < 0) return base;
    const list = field.slice(0, star);
    const before = base[role];
    const kept = isListPointer(before) && before.pointer === list ? before.itemRoles : {};
    return { ...base, [role]: { pointer: list, itemRoles: { ...kept, [part]: field.slice(star + 2) } } };
  }
  const before = base[role];
  const parts = typeof before === 'object' && !isListPointer(before) ? before : {};
  return { ...base, [role]: { ...parts, [part]: field } };
}

/** The content with its roles changed. */
export const withRoles = (c: DefinitionContent, roles: FormRoles): DefinitionContent => ({ ...c, roles });
