/**
 * An endpoint's signing secret (README 'Webhooks'): `whsec_` and 32 random bytes in base64, the Standard
 * Webhooks format. The signer needs the secret itself, so it cannot be hashed as the product hashes its link
 * tokens: it is kept AES-256-GCM encrypted under the install's webhook key, a random 32-byte key generated at
 * first use and kept in `app_secrets` beside the session secret (auth/session-secret.ts). A copy of the
 * endpoints table alone reveals no secret.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { appSecrets } from '../db/schema';

const KEY_NAME = 'webhooks';

export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/** The key per database handle: it never changes once made, so a worker reads it once. */
const keys = new WeakMap<object, Buffer>();

async function webhookKey(db: DbOrTx): Promise<Buffer> {
  const known = keys.get(db);
  if (known) return known;
  await db
    .insert(appSecrets)
    .values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, KEY_NAME));
  const key = Buffer.from(row.value, 'base64url');
  keys.set(db, key);
  return key;
}

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
export async function encryptSecret(db: DbOrTx, secret: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await webhookKey(db), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export async function decryptSecret(db: DbOrTx, stored: string): Promise<string> {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('Unreadable webhook secret');
  const decipher = createDecipheriv('aes-256-gcm', await webhookKey(db), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
