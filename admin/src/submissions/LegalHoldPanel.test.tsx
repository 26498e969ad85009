/**
 * The details page's legal hold line (README 'Regulation B'): read-only for who may not deny the record; Set
 * and Release with a reason for who may. The server is a fetch fake; the API is covered by
 * api/src/routes/retention.test.ts.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { RetentionView } from '@cp/schemas/contracts/retention';
import { dataProvider } from '../dataProvider';
import { AppNotification } from '../layout/AppNotification';
import { LegalHoldPanel } from './LegalHoldPanel';

const ID = '22222222-2222-4222-8222-222222222222';
const base = `/api/v1/submissions/${ID}`;
const NONE: RetentionView = { hold: null, purgedAt: null, canHold: true };
const HELD: RetentionView = {
  hold: { reason: 'Dispute: invoice 1001', setAt: '2026-11-27T10:00:00.000Z', setBy: 'u1' },
  purgedAt: null,
  canHold: false,
};

function serve(views: RetentionView[], answers: Record<string, unknown> = {}) {
  const calls: Array<{ key: string; body: unknown }> = [];
  let n = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const body =
        key === `GET ${base}/retention`
          ? { success: true, data: views[Math.min(n++, views.length - 1)] }
          : answers[key];
      return new Response(JSON.stringify(body ?? { success: false, message: 'Not found' }), {
        status: body ? 200 : 404,
      });
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());
const wait = { timeout: 5000 };

const show = (status = 'DENIED') =>
  render(
    <MemoryRouter>
      <AdminContext store={memoryStore()} dataProvider={dataProvider}>
        <LegalHoldPanel id={ID} status={status} />
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );

describe('LegalHoldPanel', () => {
  it('shows a hold read-only to who may not set it', async () => {
    serve([HELD]);
    show();
    expect(await screen.findByTestId('legal-hold-line', {}, wait)).toHaveTextContent(
      'Legal hold: set on 11/27/2026 — Dispute: invoice 1001. Kept until released.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sets a hold with a reason; the line then shows it', async () => {
    const calls = serve([NONE, { ...HELD, canHold: true }], {
      [`POST ${base}/legal-hold`]: { success: true, message: 'Legal hold set.' },
    });
    show('APPROVED');
    expect(await screen.findByTestId('legal-hold-line', {}, wait)).toHaveTextContent('Legal hold: none.');
    await userEvent.click(screen.getByRole('button', { name: 'Set legal hold' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Set hold' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Dispute: invoice 1001');
    await userEvent.click(confirm);
    expect(await screen.findByText('Legal hold set.', {}, wait)).toBeVisible();
    expect(calls).toContainEqual({
      key: `POST ${base}/legal-hold`,
      body: { reason: 'Dispute: invoice 1001' },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Release hold' })).toBeVisible(), wait);
  });

  it('shows nothing on a record not decided', () => {
    serve([NONE]);
    show('PENDING');
    expect(screen.queryByTestId('legal-hold-line')).toBeNull();
  });
});
