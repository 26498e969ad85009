/**
 * The Reviewed row's 'DocuSign' button (back-office.md §2 'DocuSign (approved only)', README
 * 'E-signature'): it sends the payment-terms agreement when none is out (or the last one was voided or
 * declined), opens the signed PDF once signed, and is disabled with the reason while one is out for
 * signature or for a READ ONLY user. The server here is a fetch fake answering per "METHOD path".
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { EsignStatus } from '@cp/schemas/contracts/esign';
import * as M from '@cp/schemas/messages/esign';
import { defineAbilityFor } from '@cp/schemas/permissions/ability';
import { AbilityContext } from '../auth/AbilityContext';
import { dataProvider } from '../dataProvider';
import { AppNotification } from '../layout/AppNotification';
import { listItem } from '../test/list-items';
import { KindContext } from '../submissions/KindContext';
import { RowActions } from '../submissions/RowActions';
import type { SubmissionRow } from '../submissions/types';
import { useSubmissionActions } from '../submissions/useSubmissionActions';
import { applicationKind } from './kind';
import { READ_ONLY, SUPER_ADMIN } from '../test/session-users';

const ID = '33333333-3333-4333-8333-333333333333';

const row = (status: EsignStatus | null, completed = status === 'completed'): SubmissionRow =>
  listItem({
    id: ID,
    status: 'APPROVED',
    customerCode: 'HARB01',
    approvedOrDeniedDate: '2026-11-02T00:00:00Z',
    approvedAmount: 42500,
    amountReq: 50000,
    docuSign: { envelopeId: status && status !== 'queued' ? 'env-1' : null, completed, status },
  });

const calls: string[] = [];
function serve(answers: Record<string, { status: number; body: unknown }>) {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input).split('?')[0]}`;
      calls.push(key);
      const { status, body } = answers[key] ?? { status: 500, body: {} };
      return new Response(JSON.stringify(body), { status });
    }),
  );
}
beforeEach(() =>
  vi.stubGlobal(
    'open',
    vi.fn(() => null),
  ),
);
afterEach(() => vi.unstubAllGlobals());

function Row({ of }: { of: SubmissionRow }) {
  const { act, dialogs } = useSubmissionActions(applicationKind, { onChanged: () => undefined });
  return (
    <>
      <RowActions row={of} act={act} view="REVIEWED" kind={applicationKind} />
      {dialogs}
    </>
  );
}
function renderRow(of: SubmissionRow, user = SUPER_ADMIN) {
  render(
    <MemoryRouter>
      <AdminContext store={memoryStore()} dataProvider={dataProvider}>
        <AbilityContext.Provider value={defineAbilityFor(user)}>
          <KindContext.Provider value={applicationKind}>
            <Row of={of} />
          </KindContext.Provider>
          <AppNotification />
        </AbilityContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'DocuSign' });
}

const send = `POST /api/v1/applications/${ID}/esign/send`;
const pdf = `GET /api/v1/applications/${ID}/docusign-pdf`;

describe("the Reviewed row's DocuSign button", () => {
  it.each<[string, EsignStatus | null]>([
    ['none sent', null],
    ['the last one voided', 'voided'],
    ['the last one declined', 'declined'],
  ])('%s: sends the agreement and shows the server’s message', async (_, status) => {
    serve({ [send]: { status: 200, body: { success: true, message: M.ESIGN_QUEUED } } });
    const button = renderRow(row(status));
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent(M.ESIGN_QUEUED);
    expect(calls).toEqual([send]);
  });

  it('a refused send shows the server’s reason', async () => {
    serve({ [send]: { status: 409, body: { success: false, message: M.ESIGN_ALREADY_OUT } } });
    await userEvent.click(renderRow(row(null)));
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent(M.ESIGN_ALREADY_OUT);
  });

  it('signed: opens the signed PDF (and sends nothing)', async () => {
    serve({});
    await userEvent.click(renderRow(row('completed')));
    await screen.findByRole('alert', { hidden: true });
    expect(calls).toEqual([pdf]);
  });

  it.each<[EsignStatus, string]>([
    ['queued', 'pending'],
    ['sent', 'sent'],
    ['delivered', 'opened by the customer'],
    ['signed', 'signed, completing'],
  ])('out for signature (%s): disabled, saying so', (status, words) => {
    serve({});
    const button = renderRow(row(status));
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(M.esignOutForSignature(words));
  });

  it.each<[EsignStatus | null, string]>([
    [null, M.ESIGN_SEND_READ_ONLY],
    ['completed', M.ESIGN_VIEW_READ_ONLY],
  ])('READ ONLY (%s): disabled with the reason', (status, reason) => {
    serve({});
    const button = renderRow(row(status), READ_ONLY);
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
  });
});
