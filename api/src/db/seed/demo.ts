/**
 * Demo data for an empty database (README: demo accounts): the CPG group with Bristol and Middle Bay,
 * UWL, WDS and IDS with wording, contacts and denial codes; three staff users; about 300 submissions over
 * every status. Idempotent: it runs in one transaction and does nothing when units or users exist.
 */
import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { Db, Tx } from '../client';
import { contacts, denialCodes, submissionDuplicates, submissions, units, userUnits, users } from '../schema';
import {
  DEMO_CONTACTS,
  DEMO_DENIAL_CODES,
  DEMO_INACTIVE_CONTACT,
  DEMO_UNITS,
  demoWording,
  type DemoUnit,
} from './demo-units';
import { makeSubmission, type SeedUnit, type SubmissionInsert } from './demo-submissions';
import { seededRandom } from './random';
import { seedDemoEnvelopes } from './demo-esign';
import { seedDemoAr } from './demo-ar';
import { seedDemoCustomers } from './demo-customers';
import { seedDemoHistory } from './demo-history';
import { seedDemoReferences } from './demo-references';
import { seedDemoCarriers } from './demo-carriers';
import { seedDemoSanctions } from './demo-sanctions';
import { seedDemoScorecards } from './demo-scorecards';
import { seedDemoEvidence } from './demo-evidence';
import { seedDemoRegb } from './demo-regb';
import { seedDemoReviews } from './demo-reviews';
import { seedDemoWebhooks } from './demo-webhooks';

export const DEMO_PASSWORD = 'Demo-pass-1!';
export const DEMO_SUBMISSION_COUNT = 300;
/** First application number suffix of every demo unit (CPG1000, BRI1000, …). */
const FIRST_NUMBER = 1000;

/** A demo unit; a division comes after its company (`company`), whose form families it uses. */
async function insertUnit(tx: Tx, u: DemoUnit, company: SeedUnit | null): Promise<SeedUnit> {
  const parentId = company?.id ?? null;
  const [row] = await tx
    .insert(units)
    .values({
      kind: parentId ? 'division' : 'company',
      parentId,
      code: u.code,
      name: u.name,
      prefix: u.code,
      counter: FIRST_NUMBER,
      emailTemplate: u.emailTemplate,
      docuSignTemplateId: `demo-template-${u.code.toLowerCase()}`,
      quickCreditAmount: u.quickCreditAmount,
      managers: [],
      theme: u.theme,
      activationFamily: u.activationFamily ?? null,
      applicationFamily: u.applicationFamily ?? null,
      ...demoWording(u),
    })
    .returning({ id: units.id });
  const contactRows = await tx
    .insert(contacts)
    .values([
      ...DEMO_CONTACTS.map(([name, local]) => ({ unitId: row.id, name, email: `${local}@${u.domain}` })),
      {
        unitId: row.id,
        name: DEMO_INACTIVE_CONTACT[0],
        email: `${DEMO_INACTIVE_CONTACT[1]}@${u.domain}`,
        active: false,
      },
    ])
    .returning({ id: contacts.id, active: contacts.active });
  await tx.insert(denialCodes).values(
    DEMO_DENIAL_CODES.map(([code, description, reasonStatement]) => ({
      unitId: row.id,
      code,
      description,
      reasonStatement,
    })),
  );
  const families = (form: 'activationFamily' | 'applicationFamily') => {
    const family = u[form] ?? company?.[form];
    if (!family) throw new Error(`The demo unit ${u.code} has no ${form} (DEMO_UNITS).`);
    return family;
  };
  return {
    id: row.id,
    companyId: parentId ?? row.id,
    divisionId: parentId ? row.id : null,
    code: u.code,
    activationFamily: families('activationFamily'),
    applicationFamily: families('applicationFamily'),
    contactIds: contactRows.filter((c) => c.active).map((c) => c.id),
    denialCodes: DEMO_DENIAL_CODES.map(([code]) => code),
  };
}

async function insertUsers(tx: Tx, byCode: Map<string, SeedUnit>, passwordHash: string) {
  const all = [...byCode.values()].map((u) => u.id);
  const people = [
    {
      email: 'superadmin@demo.test',
      firstName: 'Sarah',
      lastName: 'Morgan',
      security: 'SUPER ADMIN',
      max: 1_000_000,
      department: 'Credit',
      unitIds: all,
    },
    {
      email: 'admin@demo.test',
      firstName: 'Alex',
      lastName: 'Carter',
      security: 'ADMIN',
      max: 50_000,
      department: 'Operations',
      unitIds: [byCode.get('CPG')!.id],
    },
    {
      email: 'readonly@demo.test',
      firstName: 'Riley',
      lastName: 'Brooks',
      security: 'READ ONLY',
      max: 0,
      department: 'Sales',
      unitIds: [byCode.get('BRI')!.id, byCode.get('MBT')!.id],
    },
  ] as const;
  const ids: string[] = [];
  for (const p of people) {
    const [row] = await tx
      .insert(users)
      .values({
        email: p.email,
        passwordHash,
        firstName: p.firstName,
        lastName: p.lastName,
        active: true,
        security: p.security,
        maximumApprovalAmount: p.max,
        department: p.department,
      })
      .returning({ id: users.id });
    await tx.insert(userUnits).values(p.unitIds.map((unitId) => ({ userId: row.id, unitId })));
    ids.push(row.id);
  }
  return ids;
}

async function insertSubmissions(tx: Tx, seedUnits: SeedUnit[], approverIds: string[], total: number) {
  const r = seededRandom(20_230_523);
  const now = new Date();
  const next = new Map(seedUnits.map((u) => [u.id, FIRST_NUMBER]));
  const rows: SubmissionInsert[] = [];
  for (let i = 0; i < total; i += 1) {
    const unit = seedUnits[i % seedUnits.length];
    const { row, needsNumber } = makeSubmission(r, unit, { approverIds }, now);
    if (needsNumber) {
      const n = next.get(unit.id)!;
      next.set(unit.id, n + 1);
      row.applicationNumber = `${unit.code}${n}`;
    }
    rows.push(row);
  }
  const pair = duplicatePair(rows);
  for (let i = 0; i < rows.length; i += 100) await tx.insert(submissions).values(rows.slice(i, i + 100));
  if (pair) await tx.insert(submissionDuplicates).values(pair);
  for (const [id, counter] of next)
    await tx
      .update(units)
      .set({ counter })
      .where(sql`${units.id} = ${id}`);
}

/**
 * A possible duplicate to show (issue 12 item 5): a later credit application of another unit is given the
 * business of an earlier one (its name, address and DUNS), and the pair is recorded as the customer's
 * submit would have recorded it.
 */
function duplicatePair(rows: SubmissionInsert[]) {
  const submitted = rows.filter(
    (row) => row.form === 'credit-application' && (row.status === 'NEW' || row.status === 'PENDING'),
  );
  const earlier = submitted[0];
  const later = submitted.find((row) => row.companyId !== earlier?.companyId);
  if (!earlier || !later || !earlier.data || !later.data) return null;
  earlier.id = randomUUID();
  later.id = randomUUID();
  const business = earlier.data as { companyName?: unknown; address?: unknown; bankInfo?: object };
  later.data = {
    ...later.data,
    companyName: business.companyName,
    address: business.address,
    bankInfo: { ...(later.data.bankInfo as object), duns: (business.bankInfo as { duns?: string })?.duns },
  };
  return { submissionId: later.id, duplicateId: earlier.id, matchedOn: 'duns' };
}

/** Seeds the demo data when the database holds no units and no users. Returns whether it seeded. */
export async function seedDemoIfEmpty(db: Db, options: { submissions?: number } = {}): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Two processes starting on one empty database: the second waits here and then finds the data.
    await tx.execute(sql`select pg_advisory_xact_lock(7201)`);
    const [{ n: unitCount }] = await tx.select({ n: count() }).from(units);
    const [{ n: userCount }] = await tx.select({ n: count() }).from(users);
    if (unitCount > 0 || userCount > 0) return false;
    const byCode = new Map<string, SeedUnit>();
    for (const u of DEMO_UNITS) {
      const company = u.parentCode ? byCode.get(u.parentCode)! : null;
      byCode.set(u.code, await insertUnit(tx, u, company));
    }
    const [superId, adminId] = await insertUsers(tx, byCode, passwordHash);
    await insertSubmissions(
      tx,
      [...byCode.values()],
      [superId, adminId],
      options.submissions ?? DEMO_SUBMISSION_COUNT,
    );
    await seedDemoHistory(tx, superId);
    await seedDemoEnvelopes(tx);
    await seedDemoCustomers(tx, superId);
    await seedDemoAr(tx, superId);
    await seedDemoReviews(tx, superId);
    await seedDemoReferences(tx, superId);
    // Before the screening, which finds the demo owner on the sample list.
    await seedDemoCarriers(tx);
    await seedDemoSanctions(tx, superId);
    await seedDemoScorecards(tx, superId);
    await seedDemoEvidence(tx);
    await seedDemoRegb(tx);
    await seedDemoWebhooks(tx, superId);
    return true;
  });
}
