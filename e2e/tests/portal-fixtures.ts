/**
 * Prepares the database of the portal end-to-end server: demo data, then one fresh invite per form and
 * division plus the records the security tests need (expired, deleted, submitted). Run with tsx before the
 * server starts on the same DATA_DIR (PGlite allows one process per directory); prints the links as JSON.
 *
 *   tsx e2e/tests/portal-fixtures.ts <dataDir>
 */
import { sql, type SQL } from 'drizzle-orm';
import { normalize } from '@cp/schemas/forms/normalize';
import { getFormDefinition } from '@cp/schemas/forms/registry';
import { sampleFor } from '@cp/schemas/forms/samples';

interface FixtureDb {
  execute(query: SQL): Promise<{ rows: Record<string, unknown>[] }>;
}
interface ApiDatabase {
  db: FixtureDb;
  close(): Promise<void>;
}

// The API package maps '@cp/api/*' to extensionless sources, which TypeScript cannot follow from here,
// so its modules are loaded by file URL with the small typed surface this script uses.
const apiModule = (path: string) => new URL(`../../api/src/${path}.ts`, import.meta.url).href;

type Form = 'credit-application' | 'customer-activation';
export interface FixtureLink {
  id: string;
  email: string;
  code: string;
  url: string;
}

/** The URL segment of a unit in a link, as the console's copy-link builds it. */
const SEGMENT: Record<string, string> = { BRI: 'Bristol', MBT: 'MiddleBay' };

/** The form's sample answers as the server stores them, without the signing step's. */
function unsignedSample(key: 'application-eight') {
  const { signature: _s, signatureTitle: _t, termsAndConditions: _a, ...data } = sampleFor(key);
  return normalize(getFormDefinition(key), data);
}

async function main() {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: portal-fixtures.ts <dataDir>');
  // The demo's stored files (its PDFs) go beside the database, into the directory every server copies, as
  // a server's own do (DATA_DIR/files): not into the repository's ./data, where they stopped a later
  // `npm start` from creating its database there (PGlite will not initialise a directory that is not empty).
  process.env.DATA_DIR = dataDir;
  const { openDb } = (await import(apiModule('db/client'))) as {
    openDb(o: { dataDir: string }): Promise<ApiDatabase>;
  };
  const { seedDemoIfEmpty } = (await import(apiModule('db/seed/demo'))) as {
    seedDemoIfEmpty(db: FixtureDb): Promise<boolean>;
  };
  const database = await openDb({ dataDir });
  const { db } = database;
  await seedDemoIfEmpty(db);

  const units =
    // The forms the invite service gives each unit: its own, or its company's (ARCHITECTURE.md 'Units').
    (
      await db.execute(sql`SELECT u.id, u.code, u.parent_id, coalesce(u.parent_id, u.id) AS company_id,
      coalesce(u.activation_family, p.activation_family) AS activation_family,
      coalesce(u.application_family, p.application_family) AS application_family
      FROM units u LEFT JOIN units p ON p.id = u.parent_id WHERE u.delete_date IS NULL`)
    ).rows as {
      id: string;
      code: string;
      parent_id: string | null;
      company_id: string;
      activation_family: string;
      application_family: string;
    }[];

  let n = 0;
  async function invite(
    form: Form,
    code: string,
    extra: { addDaysAgo?: number; deleted?: boolean; number?: string; data?: Record<string, unknown> } = {},
  ) {
    const unit = units.find((u) => u.code === code);
    if (!unit) throw new Error(`The demo data has no unit ${code}.`);
    const kind = form === 'credit-application' ? 'apply' : 'activate';
    const email = `e2e.${kind}.${code.toLowerCase()}.${++n}@customer.test`;
    const added = new Date(Date.now() - (extra.addDaysAgo ?? 0) * 86_400_000);
    const family = form === 'credit-application' ? unit.application_family : unit.activation_family;
    const { rows } = await db.execute(sql`
      INSERT INTO submissions (form, form_family, email, status, company_id, division_id, add_date, delete_date,
        application_number, signature_date, contacts, data)
      VALUES (${form}, ${family}, ${email}, ${extra.number ? 'NEW' : 'SENT'},
        ${unit.company_id}, ${unit.parent_id ? unit.id : null}, ${added.toISOString()},
        ${extra.deleted ? new Date().toISOString() : null}, ${extra.number ?? null},
        ${extra.number ? new Date().toISOString() : null},
        ARRAY(SELECT id FROM contacts WHERE unit_id = ${unit.id} AND active ORDER BY name LIMIT 2),
        ${JSON.stringify(extra.data ?? {})}::jsonb)
      RETURNING id`);
    const id = String(rows[0].id);
    const path = form === 'credit-application' ? 'Apply' : 'Activation';
    return { id, email, code, url: `/${path}/${SEGMENT[code] ?? code}/${encodeURIComponent(email)}/${id}` };
  }

  const links = {
    activation: {
      CPG: await invite('customer-activation', 'CPG'),
      BRI: await invite('customer-activation', 'BRI'),
      MBT: await invite('customer-activation', 'MBT'),
      UWL: await invite('customer-activation', 'UWL'),
      WDS: await invite('customer-activation', 'WDS'),
      // portal-ux.spec's keyboard test signs on this one; the per-division ones are submitted by portal-activation.spec.
      keyboard: await invite('customer-activation', 'MBT'),
      // portal-keyboard.spec: the draft restored on reload, and the keyboard-only submit; portal-axe.spec.
      draft: await invite('customer-activation', 'CPG'),
      keys: await invite('customer-activation', 'BRI'),
      axe: await invite('customer-activation', 'UWL'),
    },
    application: {
      CPG: await invite('credit-application', 'CPG'),
      BRI: await invite('credit-application', 'BRI'),
      MBT: await invite('credit-application', 'MBT'),
      IDS: await invite('credit-application', 'IDS'),
      UWL: await invite('credit-application', 'UWL'),
      WDS: await invite('credit-application', 'WDS'),
      resume: await invite('credit-application', 'WDS'),
      keys: await invite('credit-application', 'CPG'),
      axe: await invite('credit-application', 'UWL'),
      // portal-axe.spec walks every step back from the signing step without typing: all but the signing filled.
      axeFilled: await invite('credit-application', 'UWL', { data: unsignedSample('application-eight') }),
    },
    security: {
      expired: await invite('credit-application', 'BRI', { addDaysAgo: 31 }),
      deleted: await invite('customer-activation', 'UWL', { deleted: true }),
      submitted: await invite('credit-application', 'CPG', { number: `E2E${Date.now() % 100000}` }),
      other: await invite('credit-application', 'CPG'),
    },
  };
  await database.close();
  process.stdout.write(`${JSON.stringify(links)}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
