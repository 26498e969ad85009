import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contacts } from '../../db/schema';

/** Email addresses of a submission's selected contacts that are still active, in a stable order. */
export async function selectedContactEmails(db: DbOrTx, contactIds: string[]): Promise<string[]> {
  if (contactIds.length === 0) return [];
  const rows = await db
    .select({ email: contacts.email })
    .from(contacts)
    .where(and(inArray(contacts.id, contactIds), eq(contacts.active, true)))
    .orderBy(contacts.name);
  return [...new Set(rows.map((r) => r.email.trim()).filter(Boolean))];
}
