/**
 * The list's 'Export' (README 'Exports'): it asks the server's export of the list with the list's current
 * filters and sort, saves the CSV it answers, and shows the server's message when refused. The server is a
 * fetch fake; the export itself is covered by api/src/routes/exports.test.ts.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ListContextProvider, memoryStore, type ListControllerResult } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { dataProvider } from '../dataProvider';
import { AppNotification } from '../layout/AppNotification';
import { ServerExportButton } from './ServerExportButton';

const urls: string[] = [];
function serve(status: number, body: string, type: string) {
  urls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response(body, { status, headers: { 'content-type': type } });
    }),
  );
}
const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:export' }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const list = {
  filterValues: { status: 'NEW', q: 'acme & co', unitId: 'u1' },
  sort: { field: 'addDate', order: 'DESC' },
} as unknown as ListControllerResult;

const show = (node: React.ReactNode) =>
  render(
    <MemoryRouter>
      <AdminContext store={memoryStore()} dataProvider={dataProvider}>
        <ListContextProvider value={list}>{node}</ListContextProvider>
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );

describe('ServerExportButton', () => {
  it("asks the list's export with its current filters and sort, and saves the CSV", async () => {
    serve(200, 'Date,Application #\n', 'text/csv; charset=utf-8');
    show(<ServerExportButton list="applications" />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const url = new URL(urls[0], 'http://console.test');
    expect(url.pathname).toBe('/api/v1/exports/applications.csv');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual(list.filterValues);
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['addDate', 'DESC']);
    expect(url.searchParams.get('tz')).toBeTruthy();
    expect(saved[0]).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it("uses the list's own query when it has one", async () => {
    serve(200, 'Legal name\n', 'text/csv');
    const query = () => new URLSearchParams({ search: 'acme' });
    show(<ServerExportButton list="customers" query={query} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(urls[0]).toMatch(/^\/api\/v1\/exports\/customers\.csv\?search=acme&tz=/);
  });

  it("shows the server's message when the export is refused", async () => {
    serve(
      403,
      JSON.stringify({ success: false, message: 'Access to the Email log is denied.' }),
      'application/json',
    );
    show(<ServerExportButton list="email-log" />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Access to the Email log is denied.')).toBeVisible();
    expect(saved).toHaveLength(0);
  });
});
