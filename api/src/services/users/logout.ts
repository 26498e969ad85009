/** Ends the session family of the presented refresh token and/or access token. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { sha256 } from '../../auth/tokens';
import { revokeFamily } from './touch-session';

export async function logout(options: { db: Db; refreshToken?: string; familyId?: string }): Promise<void> {
  const { db, refreshToken } = options;
  const families = new Set<string>();
  if (options.familyId) families.add(options.familyId);
  if (refreshToken) {
    const [row] = await db
      .select({ familyId: sessions.familyId })
      .from(sessions)
      .where(eq(sessions.refreshTokenHash, sha256(refreshToken)));
    if (row) families.add(row.familyId);
  }
  for (const familyId of families) await revokeFamily(db, familyId);
}
