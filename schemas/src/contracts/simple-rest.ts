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
export const sortSchema = z.tuple([z.string().max(60), z.enum(['ASC', 'DESC', 'asc', 'desc'])]);

/** The query of a list: its filter (by the resource's own schema), range and sort. */
export const simpleRestQuerySchema = <F extends z.ZodType>(filter: F) =>
  z.object({
    filter: jsonParam(filter).optional(),
    range: jsonParam(rangeSchema).optional(),
    sort: jsonParam(sortSchema).optional(),
  });

/** The console's default page (react-admin's 10 rows) and the largest page a client may ask for. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** The rows a range asks for, as offset and limit; a reversed or missing range gives the first page. */
export function pageOf(range: [number, number] | undefined): { offset: number; limit: number } {
  if (!range || range[1] < range[0]) return { offset: 0, limit: DEFAULT_PAGE_SIZE };
  const [from, to] = range;
  return { offset: from, limit: Math.min(to - from + 1, MAX_PAGE_SIZE) };
}

/** `Content-Range: <resource> from-to/total`; an empty page reads `from-(from-1)/total` as ra-data-simple-rest writes it. */
export function contentRange(resource: string, offset: number, count: number, total: number): string {
  return `${resource} ${offset}-${offset + count - 1}/${total}`;
}
