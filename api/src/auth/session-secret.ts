/**
 * The secret that signs access tokens. SESSION_SECRET when configured (production requires it, config.ts);
 * otherwise a random 32-byte secret generated at the first start and kept in the database (`app_secrets`),
 * so the install keeps its sessions across restarts and no two installs share a secret (README
 * 'Configuration'). Several processes on one PostgreSQL server agree on the same row.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { appSecrets } from '../db/schema';

const SESSION = 'session';

/** The stored session secret, created on first use (the first writer wins a race between processes). */
export async function storedSessionSecret(db: DbOrTx): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: SESSION, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, SESSION));
  return row.value;
}

/** The configuration with its session secret settled: the configured one, else the stored one. */
export async function withSessionSecret(config: Config, db: DbOrTx): Promise<Config> {
  return config.sessionSecret ? config : { ...config, sessionSecret: await storedSessionSecret(db) };
}

/** The secret to sign and verify with; the server settles it at start (main.ts), tests in testConfig. */
export function signingSecret(config: Config): string {
  if (!config.sessionSecret)
    throw new Error('the session secret was not settled at start (withSessionSecret)');
  return config.sessionSecret;
}
