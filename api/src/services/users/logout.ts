/** Ends the session families of the presented refresh tokens and access tokens, however they arrived. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { sha256 } from '../../auth/tokens';
import { revokeFamily } from './touch-session';

export async function logout(options: {
  db: Db;
  refreshTokens: string[];
  familyIds: string[];
}): Promise<void> {
  const { db } = options;
  const families = new Set<string>(options.familyIds);
  for (const refreshToken of options.refreshTokens) {
    const [row] = await db
      .select({ familyId: sessions.familyId })
      .from(sessions)
      .where(eq(sessions.refreshTokenHash, sha256(refreshToken)));
    if (row) families.add(row.familyId);
  }
  for (const familyId of families) await revokeFamily(db, familyId);
}
