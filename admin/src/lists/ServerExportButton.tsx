/**
 * 'Export' on a list (README 'Exports'): the server writes the CSV of every row the list's current filters
 * and sort select (not only the page on screen), so the file comes from `GET /api/v1/exports/<list>.csv`
 * through the dataProvider rather than react-admin's in-browser exporter.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button } from '@mui/material';
import { useDataProvider, useListContext, useNotify, type SortPayload } from 'react-admin';
import type { ExportListName } from '@cp/schemas/contracts/exports';
import { EXPORT_FAILED } from '@cp/schemas/messages/exports';
import type { ConsoleDataProvider } from '../dataProvider';
import { failureMessage, saveBlob } from '../submissions/api';

/** The list's state an export query is built from. */
export interface ListState {
  filterValues: Record<string, unknown>;
  sort?: SortPayload;
}

/** The ra-data-simple-rest query (`filter`, `sort` as JSON) most list routes read. */
export function simpleRestQuery({ filterValues, sort }: ListState): URLSearchParams {
  const query = new URLSearchParams({ filter: JSON.stringify(filterValues) });
  if (sort?.field) query.set('sort', JSON.stringify([sort.field, sort.order]));
  return query;
}

/** The viewer's time zone, so the file's times read as the console shows them. */
const viewerTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/** The button over a list: its query is built from the list's current filters and sort. */
export function ServerExportButton({
  list,
  query = simpleRestQuery,
}: {
  list: ExportListName;
  /** How this list's route reads its filters (the customers and reviews lists have their own). */
  query?: (state: ListState) => URLSearchParams;
}) {
  const { filterValues, sort } = useListContext();
  return (
    <ExportDownload
      list={list}
      params={() => query({ filterValues: (filterValues ?? {}) as Record<string, unknown>, sort })}
    />
  );
}

/** The download itself, for a list outside a list page too (an application's reference requests). */
export function ExportDownload({ list, params }: { list: ExportListName; params: () => URLSearchParams }) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const query = params();
      const tz = viewerTimeZone();
      if (tz) query.set('tz', tz);
      const today = new Date().toISOString().slice(0, 10);
      saveBlob(await dp.exportList(list, query), `${list}-${today}.csv`);
    } catch (e) {
      notify(failureMessage(e, EXPORT_FAILED), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    // Labelled at every width (react-admin's Button drops its label on a phone): 'Export' says what the icon does not.
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={() => void download()}
      disabled={busy}
      sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, flexShrink: 0 }}
    >
      Export
    </Button>
  );
}
