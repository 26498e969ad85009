/**
 * Test data for reference requests (README 'Reference requests'): a version of the eight-step credit application
 * whose bank carries an email (the built-in bank group has none), and a submitted application of it with three
 * trade references (one on gmail.com) and a bank, in Bristol.
 */
import { and, eq } from 'drizzle-orm';
import { sampleFor } from '@cp/schemas/forms/samples';
import { isListPointer, type FormRoles } from '@cp/schemas/forms/roles';
import type { Db } from '../db/client';
import { formDefinitions, submissions } from '../db/schema';
import { resolveDefinition } from '../forms/definitions';
import type { ApplicationWorld } from './application-world';
import { createSubmission } from './factories';
import { publishDefinitionRow } from './publish-definition';

const FORM = 'credit-application';
const FAMILY = 'application-eight';

/** Publishes the next version of the eight-step form with the bank's email role; answers its version. */
export async function publishBankEmailVersion(db: Db): Promise<number> {
  const rows = await db
    .select({ version: formDefinitions.version })
    .from(formDefinitions)
    .where(and(eq(formDefinitions.form, FORM), eq(formDefinitions.family, FAMILY)));
  const latest = Math.max(...rows.map((r) => r.version));
  const base = await resolveDefinition(db, FORM, FAMILY, latest);
  const bank = base.roles?.bank;
  if (!bank || typeof bank !== 'object' || isListPointer(bank)) throw new Error('no bank role');
  const roles: FormRoles = { ...base.roles, bank: { ...bank, email: '/bankInfo/email' } };
  await publishDefinitionRow(db, { ...base, version: latest + 1, roles });
  return latest + 1;
}

/** The sample's answers with these trade reference emails (three) and the bank's. */
export function referenceAnswers(tradeEmails: string[], bankEmail: string): Record<string, unknown> {
  const sample = sampleFor(FAMILY) as Record<string, unknown>;
  const refs = (sample.tradeRefInfo as Record<string, unknown>[]).map((ref, i) => ({
    ...ref,
    email: tradeEmails[i] ?? '',
  }));
  return {
    ...sample,
    tradeRefInfo: refs,
    bankInfo: { ...(sample.bankInfo as object), email: bankEmail },
  };
}

/** A submitted (NEW) application of Bristol on `version`, with these answers. */
export async function submittedWithReferences(
  db: Db,
  w: ApplicationWorld,
  version: number,
  data: Record<string, unknown>,
): Promise<string> {
  const row = await createSubmission(db, {
    formFamily: FAMILY,
    formVersion: version,
    companyId: w.cpg.id,
    divisionId: w.bri.id,
    email: 'buyer@acme.test',
    contacts: [w.anna.id],
    data,
  });
  await db
    .update(submissions)
    .set({
      status: 'NEW',
      applicationNumber: `BRI${Math.floor(Math.random() * 1e7)}`,
      signatureDate: new Date(),
    })
    .where(eq(submissions.id, row.id));
  return row.id;
}
