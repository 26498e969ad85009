/**
 * A company or division as the console shows it: the row, its company's code, its completed-applications
 * count, its active divisions' codes, its contacts and denial codes, and where its onboarding packet
 * comes from. Units are few (tens), so the lists read them whole and filter in memory.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  WORDING_FIELDS,
  type EmailTemplate,
  type UnitKind,
  type UnitRecord,
} from '@cp/schemas/contracts/units-admin';
import type { DbOrTx } from '../../db/client';
import { contacts, denialCodes, files, submissions, units } from '../../db/schema';
import { sanitizeFileName } from '../../files/sanitize-name';
import type { UnitRow } from '../units/find-unit';
import { familyPacketOf } from './family-packets';

/** Credit applications the customer submitted (NEW, PENDING, APPROVED, DENIED), per company or division. */
export async function completedApplicationCounts(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({
      companyId: submissions.companyId,
      divisionId: submissions.divisionId,
      n: sql<number>`count(*)::int`,
    })
    .from(submissions)
    .where(
      and(
        eq(submissions.form, 'credit-application'),
        isNull(submissions.deleteDate),
        inArray(submissions.status, ['NEW', 'PENDING', 'APPROVED', 'DENIED']),
      ),
    )
    .groupBy(submissions.companyId, submissions.divisionId);
  const counts = new Map<string, number>();
  const add = (id: string | null, n: number) => id && counts.set(id, (counts.get(id) ?? 0) + n);
  for (const r of rows) {
    add(r.companyId, r.n);
    add(r.divisionId, r.n);
  }
  return counts;
}

/** Every live unit of the table (companies and divisions): the lists and the rules read them. */
export const liveUnits = (db: DbOrTx): Promise<UnitRow[]> =>
  db.select().from(units).where(isNull(units.deleteDate)).orderBy(asc(units.name));

interface Extras {
  all: UnitRow[];
  counts: Map<string, number>;
  contacts?: UnitRecord['contacts'];
  denialCodes?: UnitRecord['denialCodes'];
  packet?: UnitRecord['packet'];
}

export function toUnitRecord(row: UnitRow, x: Extras): UnitRecord {
  const company = row.parentId ? x.all.find((u) => u.id === row.parentId) : undefined;
  const wording = Object.fromEntries(WORDING_FIELDS.map((f) => [f, row[f] ?? ''])) as Pick<
    UnitRecord,
    (typeof WORDING_FIELDS)[number]
  >;
  return {
    id: row.id,
    kind: row.kind,
    code: row.code,
    name: row.name,
    active: row.active,
    prefix: row.prefix,
    counter: row.counter,
    emailTemplate: (row.emailTemplate as EmailTemplate | null) ?? null,
    docuSignTemplateId: row.docuSignTemplateId,
    docuSignOnApproval: row.docuSignOnApproval,
    quickCreditAmount: Number(row.quickCreditAmount),
    reviewMonths: row.reviewMonths,
    referenceAutoRequest: row.referenceAutoRequest,
    referenceReminderDays: row.referenceReminderDays,
    referenceReminderMax: row.referenceReminderMax,
    sanctionsThreshold: row.sanctionsThreshold,
    decisionRetentionMonths: row.decisionRetentionMonths,
    regbDutyAdvancesCredit: row.regbDutyAdvancesCredit,
    parentId: row.parentId,
    companyCode: company?.code ?? null,
    companyName: company?.name ?? null,
    addDate: row.addDate.toISOString(),
    completedApplications: x.counts.get(row.id) ?? 0,
    activeDivisionCodes: x.all
      .filter((d) => d.parentId === row.id && d.active)
      .map((d) => d.code)
      .sort(),
    contacts: x.contacts ?? [],
    denialCodes: x.denialCodes ?? [],
    packet: x.packet ?? packetOf(row, null),
    activationFamily: row.activationFamily,
    applicationFamily: row.applicationFamily,
    companyActivationFamily: company?.activationFamily ?? null,
    companyApplicationFamily: company?.applicationFamily ?? null,
    ...wording,
  };
}

/** The packet a unit offers: its own upload, else its email template family's (§3), else none. */
export function packetOf(row: UnitRow, ownName: string | null): UnitRecord['packet'] {
  if (row.onboardingPacketFileId && ownName)
    return {
      source: 'own',
      fileName: ownName,
      lastModified: row.onboardingPacketModified?.toISOString() ?? null,
    };
  const family = familyPacketOf(row.emailTemplate);
  return family
    ? { source: 'family', fileName: family.fileName, lastModified: null }
    : { source: 'none', fileName: null, lastModified: null };
}

/** One live unit of a kind with everything the details page shows, or undefined. */
export async function loadUnitRecord(
  db: DbOrTx,
  kind: UnitKind,
  id: string,
): Promise<UnitRecord | undefined> {
  const all = await liveUnits(db);
  const row = all.find((u) => u.id === id && u.kind === kind);
  if (!row) return undefined;
  const [counts, contactRows, codeRows, packetFile] = await Promise.all([
    completedApplicationCounts(db),
    db
      .select()
      .from(contacts)
      .where(eq(contacts.unitId, id))
      .orderBy(sql`upper(${contacts.name})`),
    db
      .select()
      .from(denialCodes)
      .where(and(eq(denialCodes.unitId, id), isNull(denialCodes.deleteDate)))
      .orderBy(asc(denialCodes.code)),
    row.onboardingPacketFileId
      ? db.select({ name: files.name }).from(files).where(eq(files.id, row.onboardingPacketFileId))
      : Promise.resolve([]),
  ]);
  return toUnitRecord(row, {
    all,
    counts,
    contacts: contactRows.map((c) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      active: c.active,
      addDate: c.addDate.toISOString(),
    })),
    denialCodes: codeRows.map((c) => ({
      id: c.id,
      code: c.code,
      description: c.description,
      reasonStatement: c.reasonStatement,
      addDate: c.addDate.toISOString(),
    })),
    packet: packetOf(row, packetFile[0] ? sanitizeFileName(packetFile[0].name) : null),
  });
}
