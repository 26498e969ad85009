/** Staff names for the bundle's JSON: a user id is shown with the name and email it had when frozen. */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';

export type Person = { id: string; name: string; email: string } | null;

export async function peopleOf(db: DbOrTx, ids: (string | null)[]): Promise<(id: string | null) => Person> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  const rows = wanted.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(inArray(users.id, wanted))
    : [];
  return (id) => {
    const u = rows.find((r) => r.id === id);
    return u ? { id: u.id, name: `${u.firstName} ${u.lastName}`.trim() || u.email, email: u.email } : null;
  };
}
