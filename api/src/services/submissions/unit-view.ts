/** The public face of a unit that the customer portal themes itself with (customer-portal.md §1). */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PortalUnit } from '@cp/schemas/contracts/portal-unit';
import type { DbOrTx } from '../../db/client';
import { units } from '../../db/schema';

export type { PortalUnit };

type UnitRow = typeof units.$inferSelect;

/**
 * Division values first; a division with an empty setting (or no theme) shows its company's — except the
 * terms link: a division may have none of its own (customer-portal.md §9: MiddleBay has no terms link).
 */
export function toPortalUnit(unit: UnitRow, company: UnitRow | undefined): PortalUnit {
  const parent = company ?? unit;
  return {
    name: unit.name,
    code: unit.code,
    kind: unit.kind,
    theme: Object.keys(unit.theme).length > 0 ? unit.theme : parent.theme,
    onboardingEmail: unit.onboardingEmail || parent.onboardingEmail,
    termsUrl: unit.termsUrl,
    websiteUrl: unit.websiteUrl || parent.websiteUrl,
    companyCode: parent.code,
  };
}

/** The unit of a submission: its division when it has one, else its company. */
export async function loadPortalUnit(
  db: DbOrTx,
  companyId: string,
  divisionId: string | null,
): Promise<PortalUnit | null> {
  const ids = divisionId ? [companyId, divisionId] : [companyId];
  const rows = await db.select().from(units).where(inArray(units.id, ids));
  const company = rows.find((r) => r.id === companyId);
  const division = divisionId ? rows.find((r) => r.id === divisionId) : undefined;
  const unit = division ?? company;
  return unit ? toPortalUnit(unit, company) : null;
}

/**
 * The unit named by the link's path segment ('UWL', 'Bristol', 'MiddleBay', a code), so the expired page
 * can show the right onboarding address even for an unknown id. Only public settings are returned.
 */
export async function findPortalUnitByName(db: DbOrTx, hint: string): Promise<PortalUnit | null> {
  const key = hint.trim().toLowerCase();
  if (!key || key.length > 60) return null;
  const [unit] = await db
    .select()
    .from(units)
    .where(
      and(
        isNull(units.deleteDate),
        or(sql`lower(${units.code}) = ${key}`, sql`lower(replace(${units.name}, ' ', '')) = ${key}`),
      ),
    )
    .orderBy(units.kind)
    .limit(1);
  if (!unit) return null;
  if (!unit.parentId) return toPortalUnit(unit, undefined);
  const [company] = await db.select().from(units).where(eq(units.id, unit.parentId));
  return toPortalUnit(unit, company);
}
