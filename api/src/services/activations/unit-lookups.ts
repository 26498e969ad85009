/**
 * The unit lists the activation screens need: the header switch (selectable), the invite and copy
 * dialogs (offered, §5 'Invite'), and a unit's active contacts and denial codes.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { ACCESS_DENIED } from '@cp/schemas/messages/general';
import { ALL_UNITS } from '@cp/schemas/permissions/scope';
import type { DbOrTx } from '../../db/client';
import { contacts, denialCodes, units } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { actorSees, isSuperAdmin, type ActivationActor } from './actor';
import { findUnit, type UnitRow } from './units';

export interface UnitOption {
  id: string;
  code: string;
  name: string;
  kind: 'company' | 'division' | 'all';
  parentId: string | null;
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

const unitIds = (u: UnitRow) =>
  u.kind === 'company'
    ? { companyId: u.id, divisionId: null }
    : { companyId: u.parentId ?? '', divisionId: u.id };

/** The header switch: All plus every unit for a super admin, otherwise the assigned units only (§1, §6). */
export async function selectableUnits(options: {
  db: DbOrTx;
  actor: ActivationActor;
}): Promise<UnitOption[]> {
  const { actor } = options;
  const all = await liveUnits(options.db);
  const mine = isSuperAdmin(actor)
    ? all
    : all.filter((u) => (u.kind === 'company' ? actor.companies : actor.divisions).includes(u.id));
  return [ALL_OPTION, ...mine.map(option)];
}

/**
 * §5 'Invite': active, not deleted; a company with active divisions offers the divisions instead; unique
 * by code; sorted by code. Only units the actor may invite for.
 */
export async function offeredUnits(options: { db: DbOrTx; actor: ActivationActor }): Promise<UnitOption[]> {
  const all = (await liveUnits(options.db)).filter((u) => u.active);
  const withActiveDivisions = new Set(all.filter((u) => u.kind === 'division').map((u) => u.parentId));
  const seen = new Set<string>();
  const offered: UnitOption[] = [];
  for (const u of all) {
    if (u.kind === 'company' && withActiveDivisions.has(u.id)) continue;
    if (u.kind === 'division' && !all.some((c) => c.id === u.parentId)) continue;
    if (!actorSees(options.actor, unitIds(u)) || seen.has(u.code)) continue;
    seen.add(u.code);
    offered.push(option(u));
  }
  return offered.sort((a, b) => a.code.localeCompare(b.code));
}

async function visibleUnit(db: DbOrTx, actor: ActivationActor, id: string): Promise<UnitRow> {
  const unit = await findUnit(db, id);
  if (!unit || !actorSees(actor, unitIds(unit))) throw new AppError(ErrorCode.NotFound, ACCESS_DENIED);
  return unit;
}

/** Active contacts of a unit, sorted by name case-insensitively (§5). */
export async function unitContacts(options: { db: DbOrTx; actor: ActivationActor; unitId: string }) {
  const unit = await visibleUnit(options.db, options.actor, options.unitId);
  return options.db
    .select({ id: contacts.id, name: contacts.name, email: contacts.email })
    .from(contacts)
    .where(and(eq(contacts.unitId, unit.id), eq(contacts.active, true)))
    .orderBy(sql`upper(${contacts.name})`);
}

/** Live denial codes of a unit, sorted by code. */
export async function unitDenialCodes(options: { db: DbOrTx; actor: ActivationActor; unitId: string }) {
  const unit = await visibleUnit(options.db, options.actor, options.unitId);
  return options.db
    .select({ id: denialCodes.id, code: denialCodes.code, description: denialCodes.description })
    .from(denialCodes)
    .where(and(eq(denialCodes.unitId, unit.id), isNull(denialCodes.deleteDate)))
    .orderBy(asc(denialCodes.code));
}
