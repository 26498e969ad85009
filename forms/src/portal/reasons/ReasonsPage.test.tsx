/**
 * The applicant's reasons page (README 'Regulation B'): what it is, the request with its optional note, then
 * the confirmation; a closed window; an unknown link. The server is a fetch double (the API is tested in
 * api/src/routes/regb.test.ts).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReasonsPageView } from '@cp/schemas/contracts/regb';
import { REASONS_LINK_UNKNOWN } from '@cp/schemas/messages/regb';
import { renderAt } from '../../test-utils';
import { tradeView } from '../reference/reference-fixture';
import ReasonsPage from './ReasonsPage';

afterEach(() => vi.unstubAllGlobals());
const TOKEN = 'Yk3n9Qe2TzW8pVbL1sXf4uJr7cHd0aMgQ2w';
const OPEN: ReasonsPageView = {
  unit: tradeView.unit,
  companyName: 'Acme Widgets LLC',
  applicationNumber: 'IDS1042',
  noticeDate: '2026-11-02T15:00:00.000Z',
  state: 'open',
  windowEnds: '2027-01-01T15:00:00.000Z',
  requestedAt: null,
  dueAt: null,
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(views: ReasonsPageView[]) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input) === '/api/reasons/request') {
        sent.push(JSON.parse(String(init.body)));
        return json(200, { success: true, message: 'received', data: null });
      }
      if (String(input) === `/api/reasons/${TOKEN}`) {
        const view = views.length > 1 ? views.shift()! : views[0];
        return view
          ? json(200, { success: true, data: view })
          : json(404, { success: false, message: REASONS_LINK_UNKNOWN });
      }
      throw new TypeError('Failed to fetch');
    }),
  );
  return sent;
}
const page = () => renderAt('/Reasons/:token', `/Reasons/${TOKEN}`, <ReasonsPage />);

describe('reasons page', () => {
  it('says what it is, sends the request with its note, then confirms it', async () => {
    const requested = {
      ...OPEN,
      state: 'requested' as const,
      requestedAt: '2026-11-20T10:00:00.000Z',
      dueAt: '2026-12-20T10:00:00.000Z',
    };
    const sent = serve([OPEN, requested]);
    page();
    expect(
      await screen.findByRole('heading', { name: 'Request the statement of specific reasons' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/denied the credit application of Acme Widgets LLC \(Application # IDS1042\)/),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'By post please');
    await userEvent.click(screen.getByRole('button', { name: 'Request the statement of reasons' }));
    expect(await screen.findByRole('heading', { name: 'Request received' })).toBeInTheDocument();
    expect(
      screen.getByText(/We will email the statement of specific reasons by December 20, 2026/),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ token: TOKEN, note: 'By post please' }]);
  });

  it('after 60 days says the window has closed, with no button', async () => {
    serve([{ ...OPEN, state: 'closed' }]);
    page();
    expect(await screen.findByText(/ended on January 1, 2027, so this link has closed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request the statement of reasons' })).toBeNull();
  });

  it('an unknown link says so', async () => {
    serve([]);
    page();
    expect(await screen.findByText(REASONS_LINK_UNKNOWN)).toBeInTheDocument();
  });
});
