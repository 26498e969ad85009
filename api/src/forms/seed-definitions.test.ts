/**
 * Built-in seeds carry the hash of their content: a built-in changed in code becomes the next version at
 * the next start (with an audit row) instead of being kept under the old number; rows and submissions
 * stored before field roles get theirs.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_DEFINITIONS } from '@cp/schemas/forms/carrier-fields';
import { getFormDefinition } from '@cp/schemas/forms/registry';
import type { FormDefinition } from '@cp/schemas/forms/types';
import { auditLog, formDefinitions, submissions, units } from '../db/schema';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { publishDefinitionRow } from '../test/publish-definition';
import { contentHash, definitionRow, seedFormDefinitions } from './seed-definitions';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

const versionsOf = async (family: string) =>
  (
    await t.db
      .select()
      .from(formDefinitions)
      .where(eq(formDefinitions.family, family))
      .orderBy(formDefinitions.version)
  ).map((r) => ({ version: r.version, status: r.status, title: r.title, seeded: r.seedHash !== null }));

/** The built-in as if its code changed: another title. */
const changed = (key: Parameters<typeof getFormDefinition>[0], title: string): FormDefinition => ({
  ...getFormDefinition(key),
  title,
});

describe('built-in seeds carry a content hash', () => {
  it('writes version 1 of each family with the hash of its content', async () => {
    const [row] = await t.db
      .select()
      .from(formDefinitions)
      .where(eq(formDefinitions.family, 'application-six'));
    expect(row.seedHash).toBe(contentHash(definitionRow(getFormDefinition('application-six'))));
  });

  it('a built-in changed in code becomes the next published version, once, with an audit row', async () => {
    const code = changed('application-light', 'Credit Application (2027)');
    await seedFormDefinitions(t.db, [code]);
    await seedFormDefinitions(t.db, [code]);
    expect(await versionsOf('application-light')).toEqual([
      { version: 1, status: 'retired', title: 'Credit Application', seeded: true },
      { version: 2, status: 'published', title: 'Credit Application (2027)', seeded: true },
    ]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'seed-form-definition'));
    expect(audits.map((a) => a.after)).toEqual([
      expect.objectContaining({ family: 'application-light', version: 2, status: 'published' }),
    ]);
    // The code reverted is a change too: the next version, published.
    await seedFormDefinitions(t.db);
    expect((await versionsOf('application-light')).at(-1)).toEqual({
      version: 3,
      status: 'published',
      title: 'Credit Application',
      seeded: true,
    });
  });

  it("keeps a super admin's published version published; the changed built-in is kept retired", async () => {
    await publishDefinitionRow(t.db, { ...changed('activation-uwl', 'Our own activation'), version: 2 });
    await seedFormDefinitions(t.db, [changed('activation-uwl', 'Customer Activation (2027)')]);
    expect(await versionsOf('activation-uwl')).toEqual([
      { version: 1, status: 'retired', title: 'Customer Activation', seeded: true },
      { version: 2, status: 'published', title: 'Our own activation', seeded: false },
      { version: 3, status: 'retired', title: 'Customer Activation (2027)', seeded: true },
    ]);
  });

  it('a row seeded before hashes and roles gets both, without a new version; its submissions their facts', async () => {
    // As seeded: with the carrier and owner fields (README 'Carrier checks').
    const eight = SEEDED_DEFINITIONS.find((d) => d.family === 'application-eight')!;
    await t.db
      .update(formDefinitions)
      .set({ seedHash: null, roles: null })
      .where(eq(formDefinitions.family, eight.family));
    const [unit] = await t.db.insert(units).values({ kind: 'company', code: 'OLD', name: 'Old' }).returning();
    const [s] = await t.db
      .insert(submissions)
      .values({
        form: 'credit-application',
        formFamily: eight.family,
        email: 'old@x.test',
        companyId: unit.id,
        data: { companyName: 'OLD HARBOR', address: { zip: '02110' } },
      })
      .returning();
    // As stored before migration 0017: no facts.
    await t.db.execute(sql`update submissions set facts = null where id = ${s.id}`);
    await seedFormDefinitions(t.db);
    const [row] = await t.db
      .select()
      .from(formDefinitions)
      .where(and(eq(formDefinitions.family, eight.family), eq(formDefinitions.version, 1)));
    expect(row.roles).toEqual(eight.roles);
    expect(row.seedHash).toBe(contentHash(definitionRow(eight)));
    expect((await versionsOf(eight.family)).length).toBe(1);
    const [after] = await t.db.select().from(submissions).where(eq(submissions.id, s.id));
    expect(after.facts).toEqual({ legalName: 'OLD HARBOR', address: { zip: '02110' } });
  });
});
