/** argon2id password hashes (OWASP parameters: 19 MiB, 2 passes). */
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (its Algorithm enum is an ambient const enum we cannot import).
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Unknown users and users without a password still cost one verification, so timing does not tell them apart.
  const target = passwordHash ?? (await dummyHash());
  try {
    return (await verify(target, password)) && passwordHash !== null;
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hash('not-a-real-password', options);
  return dummy;
}
