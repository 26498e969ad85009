/**
 * Imports one of OFAC's lists (README 'Sanctions screening'): its entries and aliases replace the list's names
 * in one transaction (a failed import leaves the list as it was), an import row says when, from which file and
 * by whom, and a 'sanctions-rescreen' job screens every submitted record again against the new list.
 */
import type { SanctionsList } from '@cp/schemas/contracts/sanctions';
import { nameKey } from '@cp/schemas/sanctions/names';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { sanctionsImports, sanctionsNames } from '../db/schema';
import { sanctionsRescreenJob } from '../jobs/kinds/sanctions-jobs';
import { enqueueJob } from '../jobs/queue';
import { parseOfacFiles } from './ofac-csv';

export interface ImportListInput {
  list: SanctionsList;
  primary: string;
  alias?: string;
  fileName: string;
  importedBy: string | null;
}

/** Rows per INSERT: a few thousand parameters each. */
const BATCH = 500;

export interface ImportedList {
  importId: string;
  entries: number;
  names: number;
}

export async function importSanctionsList(db: Db, input: ImportListInput): Promise<ImportedList> {
  return db.transaction(async (tx) => {
    const result = await storeSanctionsList(tx, input);
    await enqueueJob(
      tx,
      sanctionsRescreenJob,
      { importId: result.importId },
      { singletonKey: result.importId },
    );
    return result;
  });
}

/** The list's names replaced in the caller's transaction (the demo seed screens its records itself). */
export async function storeSanctionsList(tx: DbOrTx, input: ImportListInput): Promise<ImportedList> {
  const entries = parseOfacFiles(input.primary, input.alias);
  const names = entries.flatMap((e) =>
    [e.name, ...e.aliases]
      .map((name, i) => ({ name, key: nameKey(name), alias: i > 0 }))
      .filter((n) => n.key)
      .map((n) => ({
        list: input.list,
        entryUid: e.uid,
        entryName: e.name,
        name: n.name,
        nameKey: n.key,
        alias: n.alias,
        entryType: e.type,
        programs: e.programs,
        remarks: e.remarks.slice(0, 2000),
      })),
  );
  const [row] = await tx
    .insert(sanctionsImports)
    .values({
      list: input.list,
      fileName: input.fileName.slice(0, 200),
      entries: entries.length,
      names: names.length,
      importedBy: input.importedBy,
    })
    .returning({ id: sanctionsImports.id });
  await tx.delete(sanctionsNames).where(eq(sanctionsNames.list, input.list));
  for (let i = 0; i < names.length; i += BATCH)
    await tx
      .insert(sanctionsNames)
      .values(names.slice(i, i + BATCH).map((n) => ({ ...n, importId: row.id })));
  return { importId: row.id, entries: entries.length, names: names.length };
}
