/**
 * 'Reasons requested' (README 'Regulation B'): the clock in words, the list (open by default, the filter in the
 * URL) and 'Send statement' through the dataProvider with the server's message. The server is a fetch fake
 * (the API is tested in api/src/routes/regb.test.ts).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Resource, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { ReasonsRequestItem } from '@cp/schemas/contracts/regb';
import { dataProvider } from '../dataProvider';
import { AppNotification } from '../layout/AppNotification';
import { clockText } from './ClockChip';
import { ReasonsRequestList } from './ReasonsRequestList';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-29T12:00:00Z');

describe('clock', () => {
  it.each([
    [{ dueAt: new Date(NOW + 12 * DAY).toISOString(), sentAt: null }, '12 days left'],
    [{ dueAt: new Date(NOW + 0.5 * DAY).toISOString(), sentAt: null }, '1 day left'],
    [{ dueAt: new Date(NOW).toISOString(), sentAt: null }, 'Due today'],
    [{ dueAt: new Date(NOW - 3 * DAY).toISOString(), sentAt: null }, '3 days overdue'],
    [{ dueAt: new Date(NOW - 3 * DAY).toISOString(), sentAt: '2026-11-20T00:00:00Z' }, 'Sent'],
  ])('%j reads %s', (r, text) => expect(clockText(r, NOW)).toBe(text));
});

const ITEM: ReasonsRequestItem = {
  id: '11111111-1111-4111-8111-111111111111',
  resource: 'applications',
  applicationNumber: 'BRI1042',
  companyName: 'Acme Freight LLC',
  unitName: 'Bristol',
  noticeDate: '2026-11-01T00:00:00Z',
  requestedAt: '2026-11-10T00:00:00Z',
  dueAt: new Date(Date.now() - 2 * DAY).toISOString(),
  sentAt: null,
  note: '',
  reasons: ['Length of time in business'],
};

function serve() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      urls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.startsWith('/api/v1/reasons-requests?'))
        return new Response(JSON.stringify([ITEM]), {
          status: 200,
          headers: { 'Content-Range': 'reasons-requests 0-0/1', 'Content-Type': 'application/json' },
        });
      return new Response(
        JSON.stringify({ success: true, message: 'The statement of specific reasons was sent.', data: null }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    }),
  );
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

it('lists open requests with their clock and sends a statement', async () => {
  const urls = serve();
  render(
    <MemoryRouter initialEntries={['/reasons-requests']}>
      <AdminContext store={memoryStore()} dataProvider={dataProvider}>
        <Resource name="reasons-requests" list={ReasonsRequestList} />
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
  expect(await screen.findByText('Acme Freight LLC')).toBeInTheDocument();
  expect(screen.getByText('2 days overdue')).toBeInTheDocument();
  expect(screen.getByText('Length of time in business')).toBeInTheDocument();
  expect(decodeURIComponent(urls[0])).toContain('filter={"state":"open"}');
  await userEvent.click(screen.getByRole('button', { name: 'Send statement' }));
  expect(await screen.findByText('The statement of specific reasons was sent.')).toBeInTheDocument();
  await waitFor(() => expect(urls).toContain(`POST /api/v1/reasons-requests/${ITEM.id}/send`));
});
