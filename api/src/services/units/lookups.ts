/**
 * The unit lists the submission screens need: the header switch (selectable), the invite and copy
 * dialogs (offered, back-office.md §5 'Invite'), and a unit's active contacts and denial codes.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '@cp/schemas/permissions/types';
import type { AppAbility } from '@cp/schemas/permissions/ability';
import { subject } from '@cp/schemas/permissions/ability';
import { ACCESS_DENIED } from '@cp/schemas/messages/general';
import { ALL_UNITS } from '@cp/schemas/permissions/scope';
import type { ContactOption, DenialCodeOption, UnitOption } from '@cp/schemas/contracts/unit-options';
import type { DbOrTx } from '../../db/client';
import { contacts, denialCodes, units } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { findUnit, recordIdsOfUnit, type UnitRow } from './find-unit';

export interface LookupOptions {
  db: DbOrTx;
  actor: SessionUser;
  ability: AppAbility;
}

const option = (u: UnitRow): UnitOption => ({
  id: u.id,
  code: u.code,
  name: u.name,
  kind: u.kind,
  parentId: u.parentId,
});
const ALL_OPTION: UnitOption = { id: ALL_UNITS, code: ALL_UNITS, name: 'All', kind: 'all', parentId: null };

const liveUnits = (db: DbOrTx) =>
  db.select().from(units).where(isNull(units.deleteDate)).orderBy(asc(units.code), asc(units.kind));

/** Whether the actor may do `action` on records of a unit. */
const mayUse = (ability: AppAbility, action: 'read', kind: 'Activation' | 'Application', u: UnitRow) =>
  ability.can(action, subject(kind, recordIdsOfUnit(u)));

/** Active units whose company is active too: a deactivated company closes its divisions (issue 13). */
const openUnits = async (db: DbOrTx): Promise<UnitRow[]> => {
  const active = (await liveUnits(db)).filter((u) => u.active);
  const openCompanies = new Set(active.filter((u) => u.kind === 'company').map((u) => u.id));
  return active.filter((u) => u.kind === 'company' || openCompanies.has(u.parentId ?? ''));
};

/**
 * The header switch and the list filters: All plus every open unit for a super admin, otherwise the
 * assigned units and the divisions of an assigned company (§1, §6; issue 15 item 11: an Admin or Read
 * Only user narrows their company to one division). Inactive and deleted units are never offered.
 */
export async function selectableUnits(o: LookupOptions): Promise<UnitOption[]> {
  const all = await openUnits(o.db);
  const { companies, divisions } = o.actor;
  const mine = o.ability.can('switchAnyUnit', 'Menu')
    ? all
    : all.filter((u) =>
        u.kind === 'company'
          ? companies.includes(u.id)
          : divisions.includes(u.id) || companies.includes(u.parentId ?? ''),
      );
  return [ALL_OPTION, ...mine.map(option)];
}

/**
 * §5 'Invite': active, not deleted; a company with active divisions offers the divisions instead; unique
 * by code; sorted by code. Only units whose records the actor may see.
 */
export async function offeredUnits(
  o: LookupOptions & { kind: 'Activation' | 'Application' },
): Promise<UnitOption[]> {
  const all = await openUnits(o.db);
  const withActiveDivisions = new Set(all.filter((u) => u.kind === 'division').map((u) => u.parentId));
  const seen = new Set<string>();
  const offered: UnitOption[] = [];
  for (const u of all) {
    if (u.kind === 'company' && withActiveDivisions.has(u.id)) continue;
    if (!mayUse(o.ability, 'read', o.kind, u) || seen.has(u.code)) continue;
    seen.add(u.code);
    offered.push(option(u));
  }
  return offered.sort((a, b) => a.code.localeCompare(b.code));
}

/** A unit whose records the actor may see (a division's contacts belong to its company's staff too). */
async function visibleUnit(o: LookupOptions, id: string): Promise<UnitRow> {
  const unit = await findUnit(o.db, id);
  const sees = (kind: 'Activation' | 'Application') => !!unit && mayUse(o.ability, 'read', kind, unit);
  if (!sees('Activation') && !sees('Application')) throw new AppError(ErrorCode.NotFound, ACCESS_DENIED);
  return unit as UnitRow;
}

/** Active contacts of a unit, sorted by name case-insensitively (§5). */
export async function unitContacts(o: LookupOptions & { unitId: string }): Promise<ContactOption[]> {
  const unit = await visibleUnit(o, o.unitId);
  return o.db
    .select({ id: contacts.id, name: contacts.name, email: contacts.email })
    .from(contacts)
    .where(and(eq(contacts.unitId, unit.id), eq(contacts.active, true)))
    .orderBy(sql`upper(${contacts.name})`);
}

/** Live denial codes of a unit, sorted by code. */
export async function unitDenialCodes(o: LookupOptions & { unitId: string }): Promise<DenialCodeOption[]> {
  const unit = await visibleUnit(o, o.unitId);
  return o.db
    .select({ id: denialCodes.id, code: denialCodes.code, description: denialCodes.description })
    .from(denialCodes)
    .where(and(eq(denialCodes.unitId, unit.id), isNull(denialCodes.deleteDate)))
    .orderBy(asc(denialCodes.code));
}
