/** Every scorecard version, the group default first, then by unit and newest version (README 'Scorecard'). */
import { sql } from 'drizzle-orm';
import type { ScorecardListItem, ScorecardView } from '@cp/schemas/contracts/scorecards';
import { preparedRows } from '../customers/prepared';
import type { DbOrTx } from '../db/client';
import { assertMayScorecards, type ScorecardCall } from './access';

/** The name of the group default in lists. */
export const GROUP_DEFAULT = 'Group default';

interface Row {
  id: string;
  unit_id: string | null;
  unit_name: string | null;
  version: number;
  status: ScorecardListItem['status'];
  updated_at: Date | string;
  updated_by: string | null;
  definition: ScorecardView['definition'];
}

export async function scorecardRows(db: DbOrTx, id?: string): Promise<ScorecardView[]> {
  const rows = await preparedRows<Row>(
    db,
    sql`select s.id, s.unit_id, u.name as unit_name, s.version, s.status, s.updated_at, s.definition,
          nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '') as updated_by
        from scorecards s left join units u on u.id = s.unit_id left join users p on p.id = s.updated_by
        where ${id ? sql`s.id = ${id}::uuid` : sql`true`}
        order by s.unit_id is not null, u.name, s.version desc`,
  );
  return rows.map((r) => ({
    id: r.id,
    unitId: r.unit_id,
    unitName: r.unit_name ?? GROUP_DEFAULT,
    version: r.version,
    status: r.status,
    updatedAt: new Date(r.updated_at).toISOString(),
    updatedBy: r.updated_by,
    definition: r.definition,
  }));
}

export async function listScorecards(o: ScorecardCall): Promise<ScorecardListItem[]> {
  assertMayScorecards(o, 'read');
  return (await scorecardRows(o.db)).map(({ definition: _definition, ...item }) => item);
}
