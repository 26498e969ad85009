/**
 * The customer pages of bench:lighthouse that no portal fixture opens: a signing page, a reference answer page and
 * a register page, each on a link of the demo data given a known token (the demo's own tokens are random and
 * unusable). Run with tsx after e2e/tests/portal-fixtures.ts, before the server starts on the same DATA_DIR
 * (PGlite allows one process per directory); prints the paths as JSON.
 *
 *   tsx bench/page-fixtures.ts <dataDir>
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';

interface FixtureDb {
  execute(query: SQL): Promise<{ rows: Record<string, unknown>[] }>;
}
const apiModule = (path: string) => new URL(`../api/src/${path}.ts`, import.meta.url).href;
// Every token of these links is stored as its SHA-256 (api/src/esign/token.ts, references/secrets.ts, auth/tokens.ts).
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

async function main() {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: page-fixtures.ts <dataDir>');
  process.env.DATA_DIR = dataDir;
  const { openDb } = (await import(apiModule('db/client'))) as {
    openDb(o: { dataDir: string }): Promise<{ db: FixtureDb; close(): Promise<void> }>;
  };
  const database = await openDb({ dataDir });
  const { db } = database;
  const token = () => randomBytes(32).toString('base64url');

  const signing = token();
  const [envelope] = (
    await db.execute(sql`
      UPDATE esign_envelopes SET token_hash = ${sha256(signing)}
      WHERE id = (SELECT id FROM esign_envelopes WHERE status = 'sent' AND provider = 'builtin'
                  ORDER BY created_at DESC LIMIT 1)
      RETURNING terms->>'division' AS division`)
  ).rows;

  const answer = token();
  const [reference] = (
    await db.execute(sql`
      UPDATE reference_requests r SET token_hash = ${sha256(answer)}, expires_at = now() + interval '30 days'
      WHERE r.id = (SELECT id FROM reference_requests WHERE status IN ('sent', 'opened') ORDER BY add_date DESC LIMIT 1)
      RETURNING (SELECT coalesce(nullif(u.prefix, ''), u.name) FROM submissions s
                 JOIN units u ON u.id = coalesce(s.division_id, s.company_id) WHERE s.id = r.submission_id) AS unit`)
  ).rows;

  const invite = token();
  const [user] = (
    await db.execute(sql`
      INSERT INTO users (email, first_name, last_name, active, invite_token_hash, invite_expires_at)
      VALUES (${`bench-register-${Date.now()}@demo.test`}, 'Bench', 'Register', false, ${sha256(invite)},
              now() + interval '7 days')
      RETURNING id`)
  ).rows;
  await database.close();

  const need = (row: Record<string, unknown> | undefined, key: string, what: string) => {
    if (!row?.[key]) throw new Error(`The demo data has no ${what}.`);
    return encodeURIComponent(String(row[key]));
  };
  const pages = {
    signing: `/Sign/${need(envelope, 'division', 'open built-in signing envelope')}/${signing}`,
    reference: `/Reference/${need(reference, 'unit', 'open reference request')}/${answer}`,
    register: `/Register/${need(user, 'id', 'user')}/${invite}`,
  };
  process.stdout.write(`${JSON.stringify(pages)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
