/**
 * Small fixtures for API integration tests: units, contacts and submissions with sensible defaults.
 * Each call makes a fresh row; pass only what the test is about.
 */
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../db/client';
import { contacts, submissions, units } from '../db/schema';

type UnitInsert = typeof units.$inferInsert;
type SubmissionInsert = typeof submissions.$inferInsert;
export type UnitRow = typeof units.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;

const uniqueCode = () => `T${randomBytes(3).toString('hex').toUpperCase()}`;

/**
 * A unit; a company uses the CPG activation and the six-step application unless `values` say otherwise (a
 * division, its company's).
 */
export async function createUnit(db: DbOrTx, values: Partial<UnitInsert> = {}): Promise<UnitRow> {
  const code = values.code ?? uniqueCode();
  const forms = values.parentId
    ? {}
    : { activationFamily: 'activation-cpg', applicationFamily: 'application-six' };
  const [row] = await db
    .insert(units)
    .values({
      kind: values.parentId ? 'division' : 'company',
      name: `Unit ${code}`,
      prefix: code,
      onboardingEmail: `onboarding@${code.toLowerCase()}.test`,
      websiteUrl: `https://${code.toLowerCase()}.test`,
      termsUrl: `https://${code.toLowerCase()}.test/terms`,
      theme: { primary: '#123456', displayName: `Unit ${code}` },
      ...forms,
      ...values,
      code,
    })
    .returning();
  return row;
}

/** A company with one division under it. */
export async function createCompanyWithDivision(
  db: DbOrTx,
  company: Partial<UnitInsert> = {},
  division: Partial<UnitInsert> = {},
): Promise<{ company: UnitRow; division: UnitRow }> {
  const c = await createUnit(db, company);
  const d = await createUnit(db, { ...division, parentId: c.id, kind: 'division' });
  return { company: c, division: d };
}

export async function createContact(
  db: DbOrTx,
  unitId: string,
  values: { name?: string; email?: string; active?: boolean } = {},
): Promise<typeof contacts.$inferSelect> {
  const tag = randomBytes(3).toString('hex');
  const [row] = await db
    .insert(contacts)
    .values({
      unitId,
      name: values.name ?? `Contact ${tag}`,
      email: values.email ?? `contact-${tag}@staff.test`,
      active: values.active ?? true,
    })
    .returning();
  return row;
}

/** A submission as the invite creates it: status SENT, empty data, sent now (override any of it). */
export async function createSubmission(
  db: DbOrTx,
  values: Partial<SubmissionInsert> & { companyId: string },
): Promise<SubmissionRow> {
  const form = values.form ?? 'credit-application';
  const [row] = await db
    .insert(submissions)
    .values({
      form,
      formFamily: form === 'credit-application' ? 'application-six' : 'activation-cpg',
      email: `customer-${randomBytes(3).toString('hex')}@example.test`,
      status: 'SENT',
      data: {},
      ...values,
    })
    .returning();
  return row;
}

export const daysAgo = (days: number): Date => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

/**
 * A company with one contact and nothing set up to send with (no email template, DocuSign template id or
 * wording): what the unit set-up refusals are tested on.
 */
export async function createBareCompany(
  db: DbOrTx,
  company: Pick<UnitInsert, 'code' | 'name' | 'prefix'>,
  contact: { name: string; email: string },
): Promise<{ unit: UnitRow; contact: typeof contacts.$inferSelect }> {
  const [unit] = await db
    .insert(units)
    .values({ kind: 'company', ...company })
    .returning();
  return { unit, contact: await createContact(db, unit.id, contact) };
}
