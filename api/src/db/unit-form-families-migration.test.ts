/**
 * Migration 0015 writes into every existing unit the form families the code chose for it until then, so
 * nothing changes for an existing unit. Its fill is run here on units as they stood before it (no families):
 * one row per case of the old rule (email template, code, a division of CPG), and a division keeps null
 * (its company's) wherever it would get its company's anyway. Runs on PGlite, and on PostgreSQL with
 * TEST_DB=postgres.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { createTestDb, type TestDatabase } from '../test/test-db';
import { units } from './schema';

const migration = readFileSync(new URL('./migrations/0016_unit_form_families.sql', import.meta.url), 'utf8');
const fill = migration
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter((s) => s.startsWith('WITH'));

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

type Template = 'CPG' | 'IDS' | 'MIDDLEBAY' | 'BRISTOL' | 'WDS' | 'UWL' | null;

it('fills each unit with the families the code chose before, a division only where it differs', async () => {
  const company = async (code: string, emailTemplate: Template) =>
    (await t.db.insert(units).values({ kind: 'company', code, name: code, emailTemplate }).returning())[0];
  const division = async (parentId: string, code: string, emailTemplate: Template) =>
    (
      await t.db
        .insert(units)
        .values({ kind: 'division', parentId, code, name: code, emailTemplate })
        .returning()
    )[0];
  const cpg = await company('CPG', 'CPG');
  const uwl = await company('UWL', 'UWL');
  const ids = await company('IDS', 'IDS');
  const bare = await company('WDS', null);
  const mixed = await company('MIX', 'IDS');
  await division(cpg.id, 'BRI', 'BRISTOL');
  await division(cpg.id, 'MBT', 'MIDDLEBAY');
  await division(uwl.id, 'WDS', 'WDS');
  await division(ids.id, 'IDX', 'IDS');
  await division(mixed.id, 'WDX', 'WDS');
  await division(mixed.id, 'CPX', 'CPG');
  await division(bare.id, 'NOT', 'IDS');
  expect(fill).toHaveLength(1);
  await t.db.execute(sql.raw(fill[0]));

  const rows = await t.db
    .select({ code: units.code, activation: units.activationFamily, application: units.applicationFamily })
    .from(units)
    .orderBy(units.code, units.kind);
  expect(rows).toEqual([
    { code: 'BRI', activation: null, application: null },
    { code: 'CPG', activation: 'activation-cpg', application: 'application-six-cpg' },
    // A CPG-template division of another company gets the CPG application of its own.
    { code: 'CPX', activation: null, application: 'application-six-cpg' },
    { code: 'IDS', activation: 'activation-cpg', application: 'application-six' },
    { code: 'IDX', activation: null, application: null },
    { code: 'MBT', activation: null, application: null },
    { code: 'MIX', activation: 'activation-cpg', application: 'application-six' },
    // An IDS division of a company whose WDS code alone chose the UWL forms gets the others.
    { code: 'NOT', activation: 'activation-cpg', application: 'application-six' },
    { code: 'UWL', activation: 'activation-uwl', application: 'application-eight' },
    // The company WDS without an email template (its code chose the UWL forms), and the WDS division of UWL.
    { code: 'WDS', activation: 'activation-uwl', application: 'application-eight' },
    { code: 'WDS', activation: null, application: null },
    { code: 'WDX', activation: 'activation-uwl', application: 'application-eight' },
  ]);
});
