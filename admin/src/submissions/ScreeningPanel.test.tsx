/**
 * The details page's sanctions screening (README 'Sanctions screening'): the summary, each hit with its entry
 * and score, the block while a hit is open; staff who may approve clear a hit with a reason or confirm it with
 * a denial code; Read Only reads the same panel without a button. The server is a fetch fake; the API is
 * covered by api/src/routes/sanctions.test.ts.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { ScreeningView } from '@cp/schemas/contracts/sanctions';
import { defineAbilityFor } from '@cp/schemas/permissions/ability';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { activationKind } from '../activations/kind';
import { AbilityContext } from '../auth/AbilityContext';
import { dataProvider } from '../dataProvider';
import { AppNotification } from '../layout/AppNotification';
import { KindContext } from './KindContext';
import { ScreeningPanel } from './ScreeningPanel';

const ADMIN: SessionUser = {
  id: 'u1',
  email: 'admin@demo.test',
  firstName: 'Ada',
  lastName: 'Admin',
  security: 'ADMIN',
  maximumApprovalAmount: 50_000,
  companies: ['cpg'],
  divisions: [],
};
const READ_ONLY: SessionUser = { ...ADMIN, id: 'u2', security: 'READ ONLY', maximumApprovalAmount: 0 };
const ID = '22222222-2222-4222-8222-222222222222';
const base = `/api/v1/submissions/${ID}/screening`;
const VIEW: ScreeningView = {
  screenedAt: '2026-11-27T10:00:00.000Z',
  reason: 'submit',
  threshold: 0.85,
  names: [{ role: 'legalName', name: 'KRASNOV TRADING GROUP LLC' }],
  lists: [{ list: 'sdn', importedAt: '2026-11-20T10:00:00.000Z', entries: 10 }],
  open: 1,
  hits: [
    {
      id: 'h1',
      partyRole: 'legalName',
      partyName: 'KRASNOV TRADING GROUP LLC',
      list: 'sdn',
      entryUid: 990001,
      entryName: 'KRASNOV TRADING GROUP',
      matchedName: 'KRASNOV TRADING GROUP',
      entryType: '',
      programs: 'SDGT',
      score: 1,
      status: 'open',
      decidedBy: null,
      decidedAt: null,
      reason: '',
      foundAt: '2026-11-27T10:00:00.000Z',
    },
  ],
};

function serve(answers: Record<string, unknown>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const body = answers[key] ?? { success: false, message: 'Not found' };
      return new Response(JSON.stringify(body), { status: key in answers ? 200 : 404 });
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
          <KindContext.Provider value={activationKind}>
            <ScreeningPanel
              id={ID}
              status="PENDING"
              subjectName="Activation"
              companyId="cpg"
              divisionId={null}
              contacts={['c1']}
              onChanged={() => undefined}
            />
            <AppNotification />
          </KindContext.Provider>
        </AbilityContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );

describe('ScreeningPanel', () => {
  it('shows the screening, the hit and the block; Read Only has no button', async () => {
    serve({ [`GET ${base}`]: { success: true, data: VIEW } });
    show(READ_ONLY);
    const panel = await screen.findByRole('region', { name: 'Sanctions screening' });
    expect(await within(panel).findByTestId('screening-summary', {}, wait)).toHaveTextContent(
      'Screened 11/27/2026 at submit against OFAC SDN list (imported 11/20/2026); 1 name screened at a 85% threshold: 1 hit.',
    );
    expect(within(panel).getByText(/open hit blocks approval/)).toBeVisible();
    const hit = within(panel).getByTestId('screening-hit');
    expect(hit).toHaveTextContent('KRASNOV TRADING GROUP');
    expect(hit).toHaveTextContent('Score 100%');
    expect(hit).toHaveTextContent('OFAC SDN list entry 990001 · entity · programs SDGT');
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('clears a hit with a reason, and confirms one with a denial code', async () => {
    const calls = serve({
      [`GET ${base}`]: { success: true, data: VIEW },
      [`POST ${base}/hits/h1/clear`]: { success: true, message: 'The hit was cleared as a false positive.' },
      [`POST ${base}/hits/h1/confirm`]: {
        success: true,
        message: 'The hit was confirmed and the record denied.',
      },
      [`GET /api/v1/units/cpg/denial-codes`]: {
        success: true,
        data: [{ id: 'd1', code: 'SANCT', description: 'Sanctions match' }],
      },
    });
    show(ADMIN);
    const hit = await screen.findByTestId('screening-hit', {}, wait);
    await userEvent.click(within(hit).getByRole('button', { name: 'Clear as false positive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear as false positive' });
    expect(within(dialog).getByRole('button', { name: 'Clear hit' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Different company, Texas LLC');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear hit' }));
    expect(await screen.findByText('The hit was cleared as a false positive.', {}, wait)).toBeVisible();
    expect(calls.find((c) => c.key === `POST ${base}/hits/h1/clear`)?.body).toEqual({
      reason: 'Different company, Texas LLC',
    });

    await userEvent.click(await within(hit).findByRole('button', { name: 'Confirm match' }, wait));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm sanctions match' });
    await userEvent.type(within(confirm).getByLabelText(/Reason/), 'Same address as the SDN entry');
    expect(within(confirm).getByRole('button', { name: 'Confirm and deny' })).toBeDisabled();
    await userEvent.click(within(confirm).getByRole('combobox', { name: 'Denial code' }));
    await userEvent.click(await screen.findByRole('option', { name: /SANCT/ }, wait));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm and deny' }));
    await waitFor(
      () =>
        expect(calls.find((c) => c.key === `POST ${base}/hits/h1/confirm`)?.body).toEqual({
          reason: 'Same address as the SDN entry',
          denialCode: 'SANCT',
          contacts: ['c1'],
        }),
      wait,
    );
  });
});
