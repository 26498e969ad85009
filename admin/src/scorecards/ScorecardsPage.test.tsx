/**
 * The Scorecards page (README 'Scorecard'): a Super Admin sees the versions, makes a draft for a company,
 * sees the server's message on the field it refused, saves and publishes; an Admin reads the published
 * version without an input or a button. The server is a fetch fake; the API is covered by
 * api/src/routes/scorecards.test.ts.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { ScorecardListItem, ScorecardView } from '@cp/schemas/contracts/scorecards';
import * as M from '@cp/schemas/messages/scorecards';
import { defineAbilityFor } from '@cp/schemas/permissions/ability';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { DEFAULT_SCORECARD } from '@cp/schemas/scorecards/default';
import { AbilityContext } from '../auth/AbilityContext';
import { dataProvider } from '../dataProvider';
import { AppNotification } from '../layout/AppNotification';
import { ScorecardsPage } from './ScorecardsPage';

const BOSS: SessionUser = {
  id: 'u1',
  email: 'boss@demo.test',
  firstName: 'Sam',
  lastName: 'Super',
  security: 'SUPER ADMIN',
  maximumApprovalAmount: 1_000_000,
  companies: [],
  divisions: [],
};
const ADMIN: SessionUser = { ...BOSS, id: 'u2', security: 'ADMIN', companies: ['cpg'] };
const item = (p: Partial<ScorecardListItem>): ScorecardListItem => ({
  id: 'd0',
  unitId: null,
  unitName: 'Group default',
  version: 1,
  status: 'published',
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: null,
  ...p,
});
const DEFAULT: ScorecardView = { ...item({}), definition: DEFAULT_SCORECARD };
const DRAFT: ScorecardView = {
  ...item({ id: 'c1', unitId: 'cpg', unitName: 'CPG', status: 'draft' }),
  definition: DEFAULT_SCORECARD,
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
const ok = (data: unknown, message = '') => ({ body: { success: true, message, data } });
afterEach(() => vi.unstubAllGlobals());
// The editor renders nine factors at once: on a busy machine that took over 5 s (the Super Admin test, 2026-11-29).
const wait = { timeout: 20000 };

const show = (user: SessionUser) =>
  render(
    <MemoryRouter initialEntries={['/scorecards']}>
      <AdminContext store={memoryStore()} dataProvider={dataProvider}>
        <AbilityContext.Provider value={defineAbilityFor(user)}>
          <ScorecardsPage />
          <AppNotification />
        </AbilityContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );

describe('ScorecardsPage', () => {
  it('an Admin reads the group default: no input, no button', async () => {
    serve({
      'GET /api/v1/scorecards': ok([item({})]),
      'GET /api/v1/scorecards/d0': ok(DEFAULT),
    });
    show(ADMIN);
    const card = await screen.findByRole('region', { name: 'Group default version 1' }, wait);
    expect(within(card).getByText(/read-only/)).toBeVisible();
    expect(within(card).getByRole('region', { name: 'Years in business' })).toBeVisible();
    expect(within(card).getAllByRole('spinbutton')[0]).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Make draft|Save draft|Publish/ })).toBeNull();
  });

  it('a Super Admin makes a draft, sees the refusal on its field, then saves and publishes', async () => {
    const calls = serve({
      'GET /api/v1/scorecards': ok([item({})]),
      'GET /api/v1/scorecards/d0': ok(DEFAULT),
      'GET /api/v1/units/selectable': ok([
        { id: 'cpg', code: 'CPG', name: 'CPG', kind: 'company', parentId: null },
      ]),
      'POST /api/v1/scorecards': ok(DRAFT, M.SCORECARD_CREATED),
      'GET /api/v1/scorecards/c1': ok(DRAFT),
    });
    show(BOSS);
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Group default version 1' }, wait);
    await user.click(screen.getByRole('combobox', { name: 'New draft for' }));
    await user.click(await screen.findByRole('option', { name: 'CPG' }));
    await user.click(screen.getByRole('button', { name: 'Make draft' }));
    const draft = await screen.findByRole('region', { name: 'CPG version 1' }, wait);
    expect(calls.find((c) => c.key === 'POST /api/v1/scorecards')?.body).toEqual({ unitId: 'cpg' });

    const years = within(draft).getByRole('region', { name: 'Years in business' });
    const weight = within(years).getByRole('spinbutton', { name: 'Weight' });
    await user.clear(weight);
    await user.type(weight, '120');
    serve({
      'PUT /api/v1/scorecards/c1': {
        status: 400,
        body: {
          success: false,
          message: M.SCORECARD_INVALID,
          errors: { 'definition.factors.0.weight': M.SCORECARD_WEIGHT_RANGE },
        },
      },
    });
    await user.click(within(draft).getByRole('button', { name: 'Save draft' }));
    expect(await within(years).findByText(M.SCORECARD_WEIGHT_RANGE, {}, wait)).toBeVisible();
    expect(screen.getByText(M.SCORECARD_INVALID)).toBeVisible();

    const next = serve({
      'PUT /api/v1/scorecards/c1': ok(DRAFT, M.SCORECARD_SAVED),
      'POST /api/v1/scorecards/c1/publish': ok({ ...DRAFT, status: 'published' }, M.SCORECARD_PUBLISHED(1)),
      'GET /api/v1/scorecards': ok([item({ id: 'c1', unitId: 'cpg', unitName: 'CPG' }), item({})]),
      'GET /api/v1/scorecards/c1': ok({ ...DRAFT, status: 'published' }),
    });
    await user.clear(weight);
    await user.type(weight, '20');
    await user.click(within(draft).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(M.SCORECARD_PUBLISHED(1), {}, wait)).toBeVisible();
    const put = next.find((c) => c.key === 'PUT /api/v1/scorecards/c1')?.body as {
      definition: typeof DEFAULT_SCORECARD;
    };
    expect(put.definition.factors[0].weight).toBe(20);
    await waitFor(() => expect(within(years).queryByText(M.SCORECARD_WEIGHT_RANGE)).toBeNull());
    // Every step renders the whole editor (two cards of nine factors): 59-63 s in full runs of the suite on
    // two cores, over the project's 60 s hang guard, though 10-15 s alone.
  }, 150_000);
});
