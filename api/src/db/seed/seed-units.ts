/** Reads the units, contacts, denial codes and approvers a bulk seed spreads submissions over. */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { contacts, denialCodes, units, users } from '../schema';
import { unitFormFamily } from '../../services/units/unit-forms';
import type { SeedStaff, SeedUnit } from './demo-submissions';

export async function loadSeedUnits(db: DbOrTx): Promise<{ units: SeedUnit[]; staff: SeedStaff }> {
  const all = await db
    .select()
    .from(units)
    .where(and(eq(units.active, true), isNull(units.deleteDate)));
  const byId = new Map(all.map((u) => [u.id, u]));
  const contactRows = await db.select().from(contacts).where(eq(contacts.active, true));
  const codeRows = await db.select().from(denialCodes).where(isNull(denialCodes.deleteDate));
  const approvers = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.security, ['ADMIN', 'SUPER ADMIN']), isNull(users.deleteDate)));
  // A unit whose forms are not chosen yet sends nothing, so gets no submissions either.
  const seedUnits = all.flatMap((u): SeedUnit[] => {
    const company = (u.parentId && byId.get(u.parentId)) || u;
    const activationFamily = unitFormFamily('customer-activation', u, company);
    const applicationFamily = unitFormFamily('credit-application', u, company);
    if (!activationFamily || !applicationFamily) return [];
    const unit: SeedUnit = {
      id: u.id,
      companyId: u.parentId ?? u.id,
      divisionId: u.parentId ? u.id : null,
      code: u.prefix || u.code,
      activationFamily,
      applicationFamily,
      contactIds: contactRows.filter((c) => c.unitId === u.id).map((c) => c.id),
      denialCodes: codeRows.filter((c) => c.unitId === u.id).map((c) => c.code),
    };
    return [unit];
  });
  return {
    units: seedUnits.filter((u) => u.contactIds.length > 0 && u.denialCodes.length > 0),
    staff: { approverIds: approvers.map((a) => a.id) },
  };
}
