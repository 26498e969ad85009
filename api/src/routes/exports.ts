/**
 * CSV exports of the console's lists (README 'Exports'): `GET /api/v1/exports/<list>.csv` with the list's
 * own query. Parse, check access as the list does, stream; the lists are in api/src/exports/lists.ts.
 */
import express from 'express';
import { EXPORT_LISTS, exportPath, exportViewSchema } from '@cp/schemas/contracts/exports';
import { EXPORT_UNKNOWN_LIST } from '@cp/schemas/messages/exports';
import type { AppContext } from '../context';
import { requireUser, signedIn } from '../auth/middleware';
import { AppError, ErrorCode } from '../errors';
import { parseQuery } from '../http/parse-request';
import { exportFileName, listCsv, streamCsv } from '../exports/csv-writer';
import { csvFromWorker } from '../exports/in-worker';
import { isUnbounded } from '../exports/unbounded-lists';
import { EXPORTS } from '../exports/lists';
import { exportPaging } from '../exports/pages';
import { selectionSourceOf } from './submissions/request';

export function exportRoutes(ctx: AppContext): express.Router {
  const router = express.Router();
  const auth = requireUser(ctx);

  // One route per list, so each has its row in the authorisation matrix (api/src/test/authz/policy.ts).
  for (const name of EXPORT_LISTS) {
    const list = EXPORTS[name];
    router.get(exportPath(name), auth, async (req, res) => {
      list.authorize?.(req);
      const query: unknown = parseQuery(req, list.query);
      const timeZone = parseQuery(req, exportViewSchema).tz ?? 'UTC';
      const size = Math.min(exportPaging.pageSize, list.maxPageSize ?? Number.POSITIVE_INFINITY);
      const { databaseUrl } = ctx.config;
      // A list without bound runs in a worker thread on PostgreSQL (exports/in-worker.ts).
      const chunks =
        isUnbounded(name) && databaseUrl
          ? csvFromWorker({
              databaseUrl,
              list: name,
              user: signedIn(req).user,
              query,
              ...selectionSourceOf(req),
              timeZone,
              size,
            })
          : listCsv(list, { ctx, req, query, size }, timeZone);
      await streamCsv(res, { fileName: exportFileName(name), chunks });
    });
  }
  // Any other name under the exports: the list's own message rather than the router's bare 404.
  router.get('/api/v1/exports/:file', auth, () => {
    throw new AppError(ErrorCode.NotFound, EXPORT_UNKNOWN_LIST);
  });

  return router;
}
