/**
 * Reference requests made directly in the database for the answer side's tests (README 'Reference requests'),
 * with the link's token and access code the email would have carried (only their hashes are stored).
 */
import { eq } from 'drizzle-orm';
import {
  REFERENCE_LINK_DAYS,
  type ReferenceKind,
  type ReferenceStatus,
} from '@cp/schemas/contracts/references';
import type { Db } from '../db/client';
import { referenceRequests } from '../db/schema';
import { hashAccessCode, hashReferenceToken, newAccessCode, newReferenceToken } from '../references/secrets';

export interface MadeRequest {
  id: string;
  token: string;
  code: string;
}

export async function insertReferenceRequest(
  db: Db,
  submissionId: string,
  o: { kind?: ReferenceKind; position?: number | null; status?: ReferenceStatus; company?: string } = {},
): Promise<MadeRequest> {
  const kind = o.kind ?? 'trade';
  const token = newReferenceToken();
  const code = newAccessCode();
  const now = new Date();
  const [row] = await db
    .insert(referenceRequests)
    .values({
      submissionId,
      kind,
      position: kind === 'bank' ? null : (o.position ?? 0),
      company: o.company ?? (kind === 'bank' ? 'First Harbor Bank' : 'Pacific Drayage'),
      contact: 'Maria Lopez',
      email: kind === 'bank' ? 'lending@firstharbor.example' : 'ar@pacificdrayage.com',
      status: o.status ?? 'sent',
      tokenHash: hashReferenceToken(token),
      sendCount: 1,
      sentAt: now,
      expiresAt: new Date(now.getTime() + REFERENCE_LINK_DAYS * 86_400_000),
    })
    .returning({ id: referenceRequests.id });
  await db
    .update(referenceRequests)
    .set({ codeHash: hashAccessCode(row.id, code) })
    .where(eq(referenceRequests.id, row.id));
  return { id: row.id, token, code };
}
