/**
 * The dataProvider's CSV export (README 'Exports'): a list's file from `GET /api/v1/exports/<list>.csv`
 * with the list's own query, through httpBlob so an expired access token is refreshed as for any call.
 */
import { exportPath, type ExportListName } from '@cp/schemas/contracts/exports';
import { httpBlob } from './httpClient';

export const exportMethods = {
  exportList: (list: ExportListName, query: URLSearchParams): Promise<Blob> =>
    httpBlob(`${exportPath(list)}?${query.toString()}`, { expectedType: 'text/csv' }),
};
export type ExportMethods = typeof exportMethods;
