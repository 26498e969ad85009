/**
 * The ra-data-simple-rest conventions of the console's resources (`GET /api/v1/<resource>?filter=<json>
 * &range=[from,to]&sort=[field,order]` answered with a JSON array and `Content-Range: <resource>
 * from-to/total`), parsed and written in one place for every resource.
 */
import { z } from 'zod';

/** A query-string value holding JSON, parsed and then checked by `inner`. */
export const jsonParam = <T extends z.ZodType>(inner: T) =>
  z
    .string()
    .max(4000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Not valid JSON.' });
        return z.NEVER;
      }
    })
    .pipe(inner);

export const rangeSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]);

/**
 * The columns a list can be ordered by, `id` always among them (react-admin's default sort field, sent by
 * useGetList without a sort). A list with one fixed order names the columns of that order.
 */
export type SortableFields = readonly [string, ...string[]];

/**
 * `[field, order]` with the field one of the list's own columns: anything else, an Object.prototype name
 * such as `__proto__` or `constructor` included, is refused (400) instead of reaching a lookup by name.
 */
export const sortSchemaOf = <const S extends SortableFields>(sortable: S) =>
  z.tuple([
    z.enum(sortable),
    z.enum(['ASC', 'DESC', 'asc', 'desc']).transform((o) => o.toUpperCase() as 'ASC' | 'DESC'),
  ]);

/**
 * The query of a list: its filter (by the resource's own schema), range and sort (by its own columns).
 * Every console list parses its query with this one helper.
 */
export const simpleRestQuerySchema = <F extends z.ZodType, const S extends SortableFields>(
  filter: F,
  sortable: S,
) =>
  z.object({
    filter: jsonParam(filter).optional(),
    range: jsonParam(rangeSchema).optional(),
    sort: jsonParam(sortSchemaOf(sortable)).optional(),
  });

/** The console's default page (react-admin's 10 rows) and the largest page a client may ask for. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/**
 * The rows a range asks for, as offset and limit; a reversed or missing range gives the first page. A list
 * may have a page size and a cap of its own (the Email log: 25, at most 200).
 */
export function pageOf(
  range: [number, number] | undefined,
  sizes: { pageSize: number; maxPageSize: number } = {
    pageSize: DEFAULT_PAGE_SIZE,
    maxPageSize: MAX_PAGE_SIZE,
  },
): { offset: number; limit: number } {
  if (!range || range[1] < range[0]) return { offset: 0, limit: sizes.pageSize };
  const [from, to] = range;
  return { offset: from, limit: Math.min(to - from + 1, sizes.maxPageSize) };
}

/** `Content-Range: <resource> from-to/total`; an empty page reads `from-(from-1)/total` as ra-data-simple-rest writes it. */
export function contentRange(resource: string, offset: number, count: number, total: number): string {
  return `${resource} ${offset}-${offset + count - 1}/${total}`;
}
