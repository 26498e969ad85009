/** The seeded form definitions and the one resolver the API reads them through (issue 16 item 2). */
import { and, eq } from 'drizzle-orm';
import { SEEDED_DEFINITIONS } from '@cp/schemas/forms/carrier-fields';
import { BUILT_IN_DEFINITIONS, getFormDefinition } from '@cp/schemas/forms/registry';
import { formDefinitions } from '../db/schema';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { latestPublished, resolveDefinition } from './definitions';
import { draftRow, publishDefinitionRow } from '../test/publish-definition';
import { seedFormDefinitions } from './seed-definitions';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

describe('seeded form definitions', () => {
  it('holds version 1 of every built-in family once, however often the seed runs', async () => {
    await seedFormDefinitions(t.db);
    await seedFormDefinitions(t.db);
    const rows = await t.db.select().from(formDefinitions);
    expect(rows.map((r) => `${r.family}@${r.version}`).sort()).toEqual(
      BUILT_IN_DEFINITIONS.map((d) => `${d.family}@1`).sort(),
    );
  });

  // The seed's content: the repository's, the eight-step families with the carrier fields (README 'Carrier checks').
  it.each(SEEDED_DEFINITIONS.map((d) => [d.family, d] as const))(
    '%s resolves to the repository definition, property order included',
    async (family, builtIn) => {
      const resolved = await resolveDefinition(t.db, builtIn.form, family, 1);
      expect(resolved).toEqual(builtIn);
      // Stringified: the same keys in the same order too (the order the PDF and the console lay fields out in).
      for (const part of ['schema', 'uiSchema', 'steps', 'labels'] as const)
        expect(JSON.stringify(resolved[part])).toBe(JSON.stringify(builtIn[part]));
    },
  );

  it.each(BUILT_IN_DEFINITIONS.map((d) => [d.family, d] as const))(
    '%s stored as before the layout tree (steps, signing step, ui:order; no tree, no defaults) reads the same',
    async (family, builtIn) => {
      await t.db.insert(formDefinitions).values({
        ...draftRow({ ...builtIn, version: 40 }),
        layout: null,
        defaults: null,
        steps: builtIn.steps,
        signStep: builtIn.signStep,
        uiSchema: builtIn.uiSchema,
      });
      const resolved = await resolveDefinition(t.db, builtIn.form, family, 40);
      expect(resolved).toEqual({ ...builtIn, version: 40 });
    },
  );

  it('answers the same object again (its compiled validators are kept)', async () => {
    const first = await resolveDefinition(t.db, 'credit-application', 'application-eight', 1);
    expect(await resolveDefinition(t.db, 'credit-application', 'application-eight', 1)).toBe(first);
  });

  it('refuses a version that is not stored as a broken record (500), not as bad input', async () => {
    await expect(resolveDefinition(t.db, 'customer-activation', 'activation-cpg', 99)).rejects.toMatchObject({
      code: 'INTERNAL',
    });
  });
});

describe('latestPublished', () => {
  it('is the highest published version: an unpublished draft does not count', async () => {
    const v1 = getFormDefinition('activation-uwl');
    expect(await latestPublished(t.db, v1.form, v1.family)).toBe(1);
    await publishDefinitionRow(t.db, { ...v1, version: 2 });
    await t.db.insert(formDefinitions).values(draftRow({ ...v1, version: 3 }));
    expect(await latestPublished(t.db, v1.form, v1.family)).toBe(2);
    await t.db
      .update(formDefinitions)
      .set({ status: 'retired', published: false })
      .where(and(eq(formDefinitions.family, v1.family), eq(formDefinitions.version, 2)));
    await t.db
      .update(formDefinitions)
      .set({ status: 'published', published: true })
      .where(and(eq(formDefinitions.family, v1.family), eq(formDefinitions.version, 3)));
    expect(await latestPublished(t.db, v1.form, v1.family)).toBe(3);
  });

  it('is version 1 for a family with no row', async () => {
    expect(await latestPublished(t.db, 'credit-application', 'application-unknown')).toBe(1);
  });
});
