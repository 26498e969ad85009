/**
 * The analytics dashboard (README 'Analytics'): each section from the API's figures, the filters in the URL
 * and in the calls, the table view, the CSV download, an empty range. The server is a fetch fake behind the
 * console's dataProvider; the API is covered on its own branch's route tests.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { defineAbilityFor } from '@cp/schemas/permissions/ability';
import { AbilityContext } from '../auth/AbilityContext';
import { dataProvider } from '../dataProvider';
import { READ_ONLY } from '../test/session-users';
import AnalyticsPage from './AnalyticsPage';
import { BRI, OLDEST, OVERVIEW, STAGES, UNIT_OPTIONS } from './fixtures';

const ok = (data: unknown) => ({ success: true, message: '', data });

/** Answers the analytics and unit calls whatever their query; records every URL asked. */
function serve(figures = { stages: STAGES, overview: OVERVIEW, oldest: OLDEST }) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      const path = url.split('?')[0];
      const body =
        path === '/api/v1/units/selectable'
          ? ok(UNIT_OPTIONS)
          : path === '/api/v1/analytics/stages'
            ? ok(figures.stages)
            : path === '/api/v1/analytics/overview'
              ? ok(figures.overview)
              : path === '/api/v1/analytics/oldest'
                ? ok(figures.oldest)
                : null;
      return body
        ? new Response(JSON.stringify(body), { status: 200 })
        : new Response(JSON.stringify({ success: false, message: 'Not found' }), { status: 404 });
    }),
  );
  return urls;
}
afterEach(() => vi.unstubAllGlobals());
const wait = { timeout: 5000 };

function Where() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

const show = (entry = '/analytics') =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <AdminContext store={memoryStore()} dataProvider={dataProvider}>
        <AbilityContext.Provider value={defineAbilityFor(READ_ONLY)}>
          <AnalyticsPage />
          <Where />
        </AbilityContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );

const section = (name: string) => screen.findByRole('region', { name }, wait);
const tableOf = async (name: string) => {
  const card = await section(name);
  const toggle = within(card).queryByRole('button', { name: 'Table' });
  if (toggle) await userEvent.click(toggle);
  return within(within(card).getByRole('region', { name: `${name} (table)` })).getByRole('table');
};
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('AnalyticsPage', () => {
  it('shows every section, titled and explained, with the range it covers', async () => {
    serve();
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    for (const name of [
      'Time by stage',
      'Time to decision by month',
      'Funnel',
      'Approval rate by unit and month',
      'Approved amounts by month',
      'Denial reasons',
      'Denial reasons by unit and month',
      'Oldest open items',
      'Stages by unit',
    ])
      expect(await section(name)).toBeVisible();
    expect(screen.getByText(/Decisions from 12\/01\/2025 to 11\/29\/2026\./)).toBeVisible();
  });

  it('the table views show the figures as the console formats them', async () => {
    serve();
    show();
    expect(rowsOf(await tableOf('Time by stage'))).toEqual([
      ['Stage', 'Median', 'p90', 'Count'],
      ['Invited to opened', '0.2 days', '1.3 days', '40'],
      ['Opened to submitted', '1.1 days', '4.1 days', '36'],
      ['Waiting on the customer', '1.5 days', '5 days', '36'],
      ['Waiting on references', '2 days', '6 days', '12'],
      ['Waiting on staff', '0.5 days', '2.5 days', '30'],
      ['Time to decision', '1.5 days', '4 days', '30'],
    ]);
    expect(rowsOf(await tableOf('Time to decision by month')).slice(1)).toEqual([
      ['10/2026', '1.3 days', '3.3 days', '20'],
      ['11/2026', '2 days', '5 days', '10'],
    ]);
    expect(rowsOf(await tableOf('Funnel')).slice(1)).toEqual([
      ['Sent', '40', '—'],
      ['Opened', '36', '90%'],
      ['Submitted', '30', '83.3%'],
      ['Decided', '24', '80%'],
      ['Signed', '12', '50%'],
    ]);
    expect(rowsOf(await tableOf('Approval rate by unit and month')).slice(1)).toEqual([
      ['10/2026', 'Contract Freight', '3', '1', '75%', '$125,000.50'],
      ['11/2026', 'Bristol', '1', '1', '50%', '$25,000'],
    ]);
    expect(rowsOf(await tableOf('Approved amounts by month')).slice(1)).toEqual([
      ['10/2026', '$125,000.50'],
      ['11/2026', '$25,000'],
    ]);
    expect(rowsOf(await tableOf('Denial reasons')).slice(1)).toEqual([
      ['D1', '=HYPERLINK("http://x")', '4'],
      ['D2', 'Insufficient trade references', '1'],
    ]);
    expect(rowsOf(await tableOf('Denial reasons by unit and month'))).toEqual([
      ['Month', 'Company / Division', 'Code', 'Reason', 'Denials'],
      ['10/2026', 'Contract Freight', 'D1', '=HYPERLINK("http://x")', '3'],
      ['11/2026', 'Bristol', 'D1', '=HYPERLINK("http://x")', '1'],
      ['11/2026', 'Bristol', 'D2', 'Insufficient trade references', '1'],
    ]);
    const oldest = await tableOf('Oldest open items');
    expect(rowsOf(oldest).slice(1)).toEqual([
      ['Waiting on the customer', 'buyer@example.test', 'Activation', 'Bristol', '11/28/2026', '20 h'],
      ['Waiting on staff', 'Acme Trading', 'Application', 'Contract Freight', '11/02/2026', '27.1 days'],
    ]);
    expect(within(oldest).getByRole('link', { name: 'Acme Trading' })).toHaveAttribute(
      'href',
      '/applications/details/a1',
    );
    expect(within(oldest).getByRole('link', { name: 'buyer@example.test' })).toHaveAttribute(
      'href',
      '/activations/details/v1',
    );
    // The table scrolls in a region the keyboard can reach.
    expect(screen.getByRole('region', { name: 'Oldest open items (table)' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('a filter change lands in the URL and in every analytics call', async () => {
    const urls = serve();
    show('/analytics?from=2026-01-01');
    await section('Funnel');
    expect(urls).toContain('/api/v1/analytics/overview?from=2026-01-01');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Company / Division' }));
    await user.click(await screen.findByRole('option', { name: 'BRI | Bristol' }));
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Applications' }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      `?from=2026-01-01&unit=${BRI}&kind=application`,
    );
    const query = `?from=2026-01-01&unit=${BRI}&kind=application`;
    await screen.findByRole('region', { name: 'Funnel' }, wait);
    await vi.waitFor(() => {
      for (const path of ['stages', 'overview', 'oldest'])
        expect(urls).toContain(`/api/v1/analytics/${path}${query}`);
    }, wait);
  });

  it('a start after the end is explained, not sent', async () => {
    const urls = serve();
    show('/analytics?from=2026-05-01&to=2026-04-01');
    expect(
      await screen.findByText('The start date must be on or before the end date.', {}, wait),
    ).toBeVisible();
    await vi.waitFor(() => expect(urls).toContain('/api/v1/units/selectable'), wait);
    expect(urls.filter((u) => u.startsWith('/api/v1/analytics/'))).toEqual([]);
  });

  it('downloads what a table shows as CSV, formula cells neutralised', async () => {
    serve();
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (b: Blob) => {
          blobs.push(b);
          return 'blob:analytics';
        },
      }),
    );
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    show();
    const card = await section('Denial reasons');
    await userEvent.click(within(card).getByRole('button', { name: 'Download Denial reasons as CSV' }));
    expect(names).toEqual(['analytics-2025-12-01-2026-11-29-denial-reasons.csv']);
    expect(await textOf(blobs[0])).toBe(
      'Code,Reason,Denials\r\nD1,"\'=HYPERLINK(""http://x"")",4\r\nD2,Insufficient trade references,1\r\n',
    );
    const byMonth = await section('Denial reasons by unit and month');
    await userEvent.click(
      within(byMonth).getByRole('button', { name: 'Download Denial reasons by unit and month as CSV' }),
    );
    expect(names[1]).toBe('analytics-2025-12-01-2026-11-29-denial-reasons-by-month.csv');
    expect(await textOf(blobs[1])).toBe(
      'Month,Company / Division,Code,Reason,Denials\r\n' +
        '10/2026,Contract Freight,D1,"\'=HYPERLINK(""http://x"")",3\r\n' +
        '11/2026,Bristol,D1,"\'=HYPERLINK(""http://x"")",1\r\n' +
        '11/2026,Bristol,D2,Insufficient trade references,1\r\n',
    );
  });

  it('an empty range says there is nothing in it', async () => {
    serve({
      stages: { ...STAGES, overall: [], byUnit: [], byMonth: [] },
      overview: {
        ...OVERVIEW,
        funnel: OVERVIEW.funnel.map((s) => ({ ...s, count: 0 })),
        outcomes: [],
        denialReasons: [],
        denialReasonsByMonth: [],
      },
      oldest: { items: [] },
    });
    show();
    const card = await section('Time by stage');
    expect(within(card).getByText('Nothing in this range.')).toBeVisible();
    expect(within(card).queryByRole('button', { name: /CSV/ })).toBeNull();
    expect(screen.getAllByText('Nothing in this range.')).toHaveLength(9);
  });
});
