/**
 * The carrier and owner fields reach an existing install as a new version (README 'Carrier checks'): a
 * database whose eight-step family holds the built-in without them gets the next published version at start,
 * with an audit row; a submission on the earlier version keeps it, and a second start writes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFormDefinition } from '@cp/schemas/forms/registry';
import { auditLog, formDefinitions, submissions, units } from '../db/schema';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { contentHash, definitionRow, seedFormDefinitions } from './seed-definitions';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

const eightRows = () =>
  t.db
    .select()
    .from(formDefinitions)
    .where(eq(formDefinitions.family, 'application-eight'))
    .orderBy(formDefinitions.version);

describe('carrier fields on an existing install', () => {
  it('become the next published version; earlier submissions keep theirs', async () => {
    // As an install seeded before the fields: version 1 is the plain built-in.
    const plain = definitionRow(getFormDefinition('application-eight'));
    await t.db
      .update(formDefinitions)
      .set({ ...plain, seedHash: contentHash(plain) })
      .where(and(eq(formDefinitions.family, 'application-eight'), eq(formDefinitions.version, 1)));
    const [unit] = await t.db
      .insert(units)
      .values({ kind: 'company', code: 'OLDU', name: 'Old UWL' })
      .returning();
    const [old] = await t.db
      .insert(submissions)
      .values({
        form: 'credit-application',
        formFamily: 'application-eight',
        formVersion: 1,
        email: 'old@x.test',
        companyId: unit.id,
        data: {},
      })
      .returning();

    await seedFormDefinitions(t.db);
    const rows = await eightRows();
    expect(rows.map((r) => [r.version, r.status])).toEqual([
      [1, 'retired'],
      [2, 'published'],
    ]);
    expect(rows[0].roles).not.toHaveProperty('usdotNumber');
    expect(rows[1].roles).toMatchObject({
      usdotNumber: '/usdotNumber',
      mcNumber: '/mcNumber',
      owners: { pointer: '/owners' },
    });
    expect(rows[1].labels).toMatchObject({ usdotNumber: 'USDOT Number', mcNumber: 'MC Number' });
    const [kept] = await t.db.select().from(submissions).where(eq(submissions.id, old.id));
    expect(kept.formVersion).toBe(1);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'seed-form-definition'));
    expect(audits.map((a) => a.after)).toContainEqual(
      expect.objectContaining({ family: 'application-eight', version: 2, status: 'published' }),
    );

    await seedFormDefinitions(t.db);
    expect(await eightRows()).toHaveLength(2);
  });
});
