/** One activation with its unit names and contact names, if the actor may see it. */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contacts } from '../../db/schema';
import type { ActivationActor } from './actor';
import { loadActivation, type ActivationRow } from './load-activation';
import { toActivation, type ActivationUnitNames } from './to-activation';
import { findUnit } from './units';

export async function unitNamesOf(db: DbOrTx, row: ActivationRow): Promise<ActivationUnitNames> {
  const company = await findUnit(db, row.companyId);
  const division = row.divisionId ? await findUnit(db, row.divisionId) : undefined;
  return {
    companyCode: company?.code ?? '',
    companyName: company?.name ?? '',
    divisionCode: division?.code ?? null,
    divisionName: division?.name ?? null,
    quickCreditAmount: Number((division ?? company)?.quickCreditAmount ?? 0),
  };
}

export async function contactNamesOf(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ name: contacts.name }).from(contacts).where(inArray(contacts.id, ids));
  return rows.map((r) => r.name).sort((a, b) => a.localeCompare(b));
}

export async function getActivation(options: {
  db: DbOrTx;
  actor: ActivationActor;
  id: string;
}): Promise<Record<string, unknown>> {
  const row = await loadActivation(options.db, options.actor, options.id);
  return toActivation(row, {
    unit: await unitNamesOf(options.db, row),
    contactNames: await contactNamesOf(options.db, row.contacts),
  });
}
