/**
 * The sanctions lists as imported (README 'Sanctions screening'): per list, its latest import (when, by whom,
 * from which file, how many entries and names). Super Admin (CASL 'read' on 'SanctionsList').
 */
import { desc, eq } from 'drizzle-orm';
import {
  SANCTIONS_LIST_LABELS,
  SANCTIONS_LISTS,
  type SanctionsListView,
} from '@cp/schemas/contracts/sanctions';
import * as M from '@cp/schemas/messages/sanctions';
import type { Db } from '../db/client';
import { sanctionsImports, users } from '../db/schema';
import { AppError, ErrorCode } from '../errors';
import { abilityOf, type Staff } from '../services/submissions/access';

export function assertMayLists(staff: Staff, action: 'read' | 'create'): void {
  if (!abilityOf(staff).can(action, 'SanctionsList'))
    throw new AppError(ErrorCode.Forbidden, M.SANCTIONS_DENIED);
}

export async function listSanctionsLists(o: Staff & { db: Db }): Promise<SanctionsListView[]> {
  assertMayLists(o, 'read');
  const views: SanctionsListView[] = [];
  for (const list of SANCTIONS_LISTS) {
    const [latest] = await o.db
      .select({ i: sanctionsImports, first: users.firstName, last: users.lastName })
      .from(sanctionsImports)
      .leftJoin(users, eq(users.id, sanctionsImports.importedBy))
      .where(eq(sanctionsImports.list, list))
      .orderBy(desc(sanctionsImports.importedAt))
      .limit(1);
    views.push({
      list,
      label: SANCTIONS_LIST_LABELS[list],
      importedAt: latest ? latest.i.importedAt.toISOString() : null,
      importedBy: latest
        ? `${latest.first ?? ''} ${latest.last ?? ''}`.trim() || 'The product (command line)'
        : null,
      fileName: latest?.i.fileName ?? '',
      entries: latest?.i.entries ?? 0,
      names: latest?.i.names ?? 0,
    });
  }
  return views;
}
