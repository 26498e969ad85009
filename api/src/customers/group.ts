/** The group of an entity (issue 29 item 2): its ancestors, for the no-cycle rule of parents and merges. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rows } from './db';

/** The entity's ancestors, nearest first (the entity itself excluded). */
export async function ancestorsOf(db: DbOrTx, entityId: string): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    sql`with recursive up(id, depth) as (
          select parent_id, 1 from customer_entities where id = ${entityId}::uuid and parent_id is not null
          union
          select e.parent_id, up.depth + 1 from customer_entities e join up on e.id = up.id
            where e.parent_id is not null and up.depth < 100)
        select id from up order by depth`,
  );
  return found.map((r) => r.id);
}
