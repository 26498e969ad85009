/**
 * submission_counts (migration 0001) must always equal a count of the live submissions per form, status
 * and unit, whatever statement changed them: single and bulk inserts, status changes, moves between units,
 * soft deletes and restores, hard deletes, several changes in one transaction, a rolled-back one, truncate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { createCompanyWithDivision, createSubmission, createUnit, type UnitRow } from '../test/factories';
import { submissionCounts, submissions } from './schema';

let t: TestDatabase;
let company: UnitRow;
let division: UnitRow;
let other: UnitRow;

beforeAll(async () => {
  t = await createTestDb();
  ({ company, division } = await createCompanyWithDivision(t.db));
  other = await createUnit(t.db);
});
afterAll(() => t.close());

type Key = string;
const keyOf = (r: { form: string; status: string; companyId: string; divisionId: string | null }): Key =>
  `${r.form}|${r.status}|${r.companyId}|${r.divisionId ?? '-'}`;

/** Counts kept by the triggers (zero rows dropped) beside counts computed from the submissions. */
async function bothCounts(): Promise<{ kept: Record<Key, number>; actual: Record<Key, number> }> {
  const kept: Record<Key, number> = {};
  for (const row of await t.db.select().from(submissionCounts)) if (row.n !== 0) kept[keyOf(row)] = row.n;
  const actual: Record<Key, number> = {};
  const rows = await t.db
    .select({
      form: submissions.form,
      status: submissions.status,
      companyId: submissions.companyId,
      divisionId: submissions.divisionId,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(submissions)
    .where(sql`${submissions.deleteDate} is null`)
    .groupBy(submissions.form, submissions.status, submissions.companyId, submissions.divisionId);
  for (const row of rows) actual[keyOf(row)] = row.n;
  return { kept, actual };
}

async function expectInStep(): Promise<void> {
  const { kept, actual } = await bothCounts();
  expect(kept).toEqual(actual);
}

const activation = (status: 'SENT' | 'NEW' | 'PENDING', divisionId: string | null = division.id) => ({
  form: 'customer-activation' as const,
  formFamily: 'activation-cpg',
  companyId: company.id,
  divisionId,
  email: `c${Math.random().toString(36).slice(2, 8)}@example.test`,
  status,
  data: {},
});

describe('submission_counts', () => {
  it('follows single and bulk inserts', async () => {
    await createSubmission(t.db, { companyId: company.id, divisionId: division.id, status: 'NEW' });
    await t.db
      .insert(submissions)
      .values([activation('NEW'), activation('NEW'), activation('SENT', null), activation('PENDING')]);
    await expectInStep();
    const [row] = await t.db
      .select({ n: submissionCounts.n })
      .from(submissionCounts)
      .where(
        and(
          eq(submissionCounts.form, 'customer-activation'),
          eq(submissionCounts.status, 'NEW'),
          eq(submissionCounts.divisionId, division.id),
        ),
      );
    expect(row.n).toBe(2);
  });

  it('follows status changes, unit moves, soft deletes and restores', async () => {
    const made = await t.db
      .insert(submissions)
      .values([activation('NEW'), activation('NEW'), activation('NEW')])
      .returning({ id: submissions.id });
    const ids = made.map((m) => m.id);
    await t.db.update(submissions).set({ status: 'PENDING' }).where(eq(submissions.id, ids[0]));
    await expectInStep();
    await t.db
      .update(submissions)
      .set({ companyId: other.id, divisionId: null })
      .where(eq(submissions.id, ids[1]));
    await expectInStep();
    await t.db.update(submissions).set({ deleteDate: new Date() }).where(inArray(submissions.id, ids));
    await expectInStep();
    await t.db.update(submissions).set({ deleteDate: null }).where(eq(submissions.id, ids[2]));
    await expectInStep();
    // A change that touches no counted column leaves the counts alone.
    await t.db.update(submissions).set({ notes: 'called back' }).where(inArray(submissions.id, ids));
    await expectInStep();
  });

  it('follows hard deletes, several statements in one transaction, and ignores a rolled-back one', async () => {
    await t.db.transaction(async (tx) => {
      const [a] = await tx.insert(submissions).values(activation('SENT')).returning();
      await tx.update(submissions).set({ status: 'NEW' }).where(eq(submissions.id, a.id));
      await tx.delete(submissions).where(eq(submissions.status, 'PENDING'));
    });
    await expectInStep();
    const before = await bothCounts();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(submissions).values([activation('NEW'), activation('NEW')]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await bothCounts()).toEqual(before);
  });

  it('is emptied with the table', async () => {
    await t.db.execute(sql`truncate submissions cascade`);
    const { kept, actual } = await bothCounts();
    expect(actual).toEqual({});
    expect(kept).toEqual({});
    await t.db.insert(submissions).values(activation('NEW'));
    await expectInStep();
  });
});
