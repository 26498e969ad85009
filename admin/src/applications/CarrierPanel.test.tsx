/**
 * The details page's carrier checks (README 'Carrier checks'): each check dated with its verdict, problems,
 * authority, insurance on file against required, bond, out of service and source; 'Check carrier' with a
 * server's field message shown on its field; Read Only has no button. The server is a fetch fake; the API is
 * covered by api/src/routes/carriers.test.ts.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { CarrierCheckView } from '@cp/schemas/contracts/carriers';
import { defineAbilityFor } from '@cp/schemas/permissions/ability';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { AbilityContext } from '../auth/AbilityContext';
import { dataProvider } from '../dataProvider';
import { AppNotification } from '../layout/AppNotification';
import { CarrierPanel } from './CarrierPanel';

const ADMIN: SessionUser = {
  id: 'u1',
  email: 'admin@demo.test',
  firstName: 'Ada',
  lastName: 'Admin',
  security: 'ADMIN',
  maximumApprovalAmount: 50_000,
  companies: ['uwl'],
  divisions: [],
};
const READ_ONLY: SessionUser = { ...ADMIN, id: 'u2', security: 'READ ONLY', maximumApprovalAmount: 0 };
const ID = '33333333-3333-4333-8333-333333333333';
const base = `/api/v1/submissions/${ID}/carrier-checks`;
const LAPSED: CarrierCheckView = {
  id: 'c1',
  checkedAt: '2026-11-27T10:00:00.000Z',
  usdot: '1000002',
  mc: null,
  source: 'fixtures',
  verdict: 'warning',
  problems: ['BIPD insurance lapsed: $300,000 on file, $750,000 required.'],
  checkedBy: null,
  snapshot: {
    usdot: '1000002',
    legalName: 'LAPSED LINES TRUCKING LLC',
    dbaName: '',
    allowedToOperate: true,
    statusCode: 'A',
    authority: { common: 'active', contract: 'none', broker: 'none' },
    bipd: { required: true, requiredAmount: 750_000, onFileAmount: 300_000 },
    bond: { required: false, onFileAmount: 0 },
    outOfServiceDate: null,
  },
};

function serve(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[key] ?? { status: 404, body: { success: false, message: 'Not found' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());
const wait = { timeout: 5000 };

const show = (user: SessionUser) =>
  render(
    <MemoryRouter>
      <AdminContext store={memoryStore()} dataProvider={dataProvider}>
        <AbilityContext.Provider value={defineAbilityFor(user)}>
          <CarrierPanel id={ID} status="NEW" companyId="uwl" divisionId={null} />
          <AppNotification />
        </AbilityContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );

describe('CarrierPanel', () => {
  it('shows a dated check with the lapsed insurance; Read Only has no button', async () => {
    serve({ [`GET ${base}`]: { body: { success: true, data: [LAPSED] } } });
    show(READ_ONLY);
    const panel = await screen.findByRole('region', { name: 'Carrier checks' });
    const check = await within(panel).findByTestId('carrier-check', {}, wait);
    expect(check).toHaveTextContent('Warning');
    expect(check).toHaveTextContent('LAPSED LINES TRUCKING LLC');
    expect(check).toHaveTextContent('11/27/2026');
    expect(check).toHaveTextContent('BIPD insurance lapsed: $300,000 on file, $750,000 required.');
    expect(check).toHaveTextContent('Authority: common active, contract none, broker none');
    expect(check).toHaveTextContent('Not out of service');
    expect(check).toHaveTextContent('Source: built-in recorded answers · checked at submit');
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('“Check carrier” shows the server’s field message on its field, then the new check', async () => {
    const calls = serve({
      [`GET ${base}`]: { body: { success: true, data: [] } },
      [`POST ${base}`]: {
        status: 400,
        body: {
          success: false,
          message: 'Enter a USDOT Number or an MC Number: this application gives neither.',
          errors: { usdotNumber: 'Enter a USDOT Number or an MC Number: this application gives neither.' },
        },
      },
    });
    show(ADMIN);
    await userEvent.click(await screen.findByRole('button', { name: 'Check carrier' }, wait));
    const dialog = await screen.findByRole('dialog', { name: 'Check carrier' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(await within(dialog).findByText(/this application gives neither/, {}, wait)).toBeVisible();
    expect(within(dialog).getByLabelText('USDOT Number')).toHaveAttribute('aria-invalid', 'true');

    serve({
      [`GET ${base}`]: { body: { success: true, data: [{ ...LAPSED, checkedBy: 'Ada Admin' }] } },
      [`POST ${base}`]: { body: { success: true, message: 'Carrier checked: Warning.', data: LAPSED } },
    });
    await userEvent.type(within(dialog).getByLabelText('USDOT Number'), '1000002');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Carrier checked: Warning.', {}, wait)).toBeVisible();
    await waitFor(
      () => expect(screen.getByTestId('carrier-check')).toHaveTextContent('checked by Ada Admin'),
      wait,
    );
    expect(calls[0].key).toBe(`GET ${base}`);
  });
});
