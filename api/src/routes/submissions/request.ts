/** What every submission route reads from a request besides its body: who acts and which units are picked. */
import type { Request } from 'express';
import type { z } from 'zod';
import type { listQuerySchema } from '@cp/schemas/contracts/submissions';
import { signedIn } from '../../auth/middleware';
import type { Staff } from '../../services/submissions/access';

/** The signed-in staff member and the ability requireUser built for them (passed to every service). */
export function staffOf(req: Request): Required<Staff> {
  const { user, ability } = signedIn(req);
  return { actor: user, ability };
}

const cookie = (req: Request, name: string): string | undefined =>
  (req.cookies as Record<string, string> | undefined)?.[name];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A selection is a unit id or 'ALL'; anything else (a stale or forged cookie) selects nothing narrower. */
const unitIdOrAll = (value: string | undefined): string | undefined =>
  value !== undefined && (value === 'ALL' || uuidPattern.test(value)) ? value : undefined;

/** The header selection: the console's cookies, or headers for API clients. */
export const selectionOf = (req: Request) => ({
  selectedCompany: unitIdOrAll(req.get('x-selected-company') ?? cookie(req, 'selected-company')),
  selectedDivision: unitIdOrAll(req.get('x-selected-division') ?? cookie(req, 'selected-division')),
});

const defined = (o: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(o).filter((e): e is [string, string] => e[1] !== undefined));

/**
 * The headers and cookies selectionOf reads, and nothing else of the request (no session tokens): what an
 * export's worker thread is handed to select the same units (exports/in-worker.ts).
 */
export const selectionSourceOf = (req: Request) => ({
  headers: defined({
    'x-selected-company': req.get('x-selected-company'),
    'x-selected-division': req.get('x-selected-division'),
  }),
  cookies: defined({
    'selected-company': cookie(req, 'selected-company'),
    'selected-division': cookie(req, 'selected-division'),
  }),
});

/** The `:id` path parameter (services answer 'not found' for anything but a uuid). */
export const idParam = (req: Request): string => String(req.params.id ?? '').slice(0, 64);

/**
 * A list's filter as listSubmissions reads it, with who asks and the header selection: the list route and its
 * CSV export (README 'Exports') select the same rows.
 */
export const listFilterOf = (req: Request, filter: z.infer<typeof listQuerySchema>['filter']) => ({
  actor: staffOf(req).actor,
  status: filter?.status ?? 'NEW',
  search: filter?.q,
  startDate: filter?.startDate,
  endDate: filter?.endDate,
  unitId: filter?.unitId,
  reviewedStatus: filter?.reviewedStatus,
  ...selectionOf(req),
});
