/**
 * How an export reads its list page by page (README 'Exports'). Each page continues after the last row of
 * the page before (a keyset read: `where (sort key, id) after the last row's`, in the list's own order), so
 * every page costs the same whatever its depth; an OFFSET read walked every row before the page again.
 */

/** Rows per page an export reads; the tests make it small so that pages end inside runs of equal sort keys. */
export const exportPaging = { pageSize: 500 };

/**
 * Calls `read(after, limit)` with the last row of the page before (none for the first page) until a short
 * page: one page in memory at a time.
 */
export async function* keysetPages<R>(
  read: (after: R | undefined, limit: number) => Promise<R[]>,
  size: number,
): AsyncIterable<R[]> {
  for (let after: R | undefined; ;) {
    const rows = await read(after, size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1];
  }
}

/**
 * A list its route reads whole (users, companies, divisions: a few hundred rows, sorted in the service by
 * rules SQL does not share, such as `localeCompare`): read once, written in pages.
 */
export async function* slicedPages<R>(all: Promise<R[]>, size: number): AsyncIterable<R[]> {
  const rows = await all;
  for (let at = 0; at < rows.length; at += size) yield rows.slice(at, at + size);
}
