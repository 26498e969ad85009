/**
 * back-office.md §8 application messages that the end-to-end specs cannot reach through the real server
 * (a failing server, a refused clipboard or PDF, a READ ONLY click the console answers itself), one row
 * each, checked on screen. The server here is a fetch fake answering per "METHOD path"; the rest of §8
 * (approve, deny, notes, copy, resend, delete, change email, upload, the cap) is triggered against the real
 * server in e2e/tests/applications*.spec.ts.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import * as msg from '@cp/schemas/messages/applications';
import { defineAbilityFor } from '@cp/schemas/permissions/ability';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { AbilityContext } from '../auth/AbilityContext';
import { dataProvider } from '../dataProvider';
import { AppNotification } from '../layout/AppNotification';
import { KindContext } from '../submissions/KindContext';
import { SubmissionList } from '../submissions/SubmissionList';
import type { SubmissionRef } from '../submissions/types';
import { useSubmissionActions } from '../submissions/useSubmissionActions';
import { applicationKind } from './kind';
import { TradeReferencesFile } from './TradeReferencesFile';
import { READ_ONLY, SUPER_ADMIN } from '../test/session-users';

const ID = '22222222-2222-4222-8222-222222222222';
const record = (status: string): SubmissionRef => ({
  id: ID,
  status,
  email: 'buyer@customer.test',
  applicationNumber: 'BRI1042',
  companyId: 'cpg',
  divisionId: 'bri',
  quickCreditAmount: 0,
  notes: '',
  customerCode: '',
});

type Answer = { status: number; body: unknown } | 'network';
function serve(answers: Record<string, Answer>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = answers[`${init?.method ?? 'GET'} ${String(input).split('?')[0]}`];
      if (answer === 'network') throw new TypeError('Failed to fetch');
      const { status, body } = answer ?? { status: 200, body: { success: true, data: [] } };
      return new Response(JSON.stringify(body), { status });
    }),
  );
}
// jsdom opens no tabs: the PDF actions then fall back to their own error handling.
beforeEach(() =>
  vi.stubGlobal(
    'open',
    vi.fn(() => null),
  ),
);
afterEach(() => vi.unstubAllGlobals());

const ACTIONS = ['link', 'pdfView', 'resend', 'notes', 'docuSignPdf', 'approve', 'remove'] as const;
function Actions({ of }: { of: SubmissionRef }) {
  const { act, dialogs } = useSubmissionActions(applicationKind, { onChanged: () => undefined });
  return (
    <>
      {ACTIONS.map((a) => (
        <button key={a} onClick={() => void act[a](of)}>
          {a}
        </button>
      ))}
      {dialogs}
    </>
  );
}

function renderConsole(children: React.ReactNode, user = SUPER_ADMIN) {
  return render(
    <MemoryRouter>
      <AdminContext store={memoryStore()} dataProvider={dataProvider}>
        <AbilityContext.Provider value={defineAbilityFor(user)}>
          <KindContext.Provider value={applicationKind}>{children}</KindContext.Provider>
          <AppNotification />
        </AbilityContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
}

const one = (verb: string) => `/api/v1/applications/${ID}/${verb}`;
const refused = (message: string): Answer => ({ status: 400, body: { success: false, message } });
const broken: Answer = { status: 500, body: {} };

describe('§8 application messages on screen', () => {
  it.each<[string, SessionUser, string, (typeof ACTIONS)[number], Record<string, Answer>, string]>([
    [
      'App Link fails',
      SUPER_ADMIN,
      'SENT',
      'link',
      { [`GET ${one('link')}`]: broken },
      msg.APPLICATION_LINK_ERROR,
    ],
    [
      'View: no PDF',
      SUPER_ADMIN,
      'NEW',
      'pdfView',
      { [`GET ${one('pdf')}`]: broken },
      msg.APPLICATION_PDF_ERROR,
    ],
    [
      'DocuSign of an application not approved',
      SUPER_ADMIN,
      'APPROVED',
      'docuSignPdf',
      { [`GET ${one('docusign-pdf')}`]: refused(msg.APPLICATION_NOT_APPROVED) },
      msg.APPLICATION_NOT_APPROVED,
    ],
    [
      'DocuSign without an envelope',
      SUPER_ADMIN,
      'APPROVED',
      'docuSignPdf',
      { [`GET ${one('docusign-pdf')}`]: refused(msg.DOCUSIGN_PDF_UNAVAILABLE) },
      msg.DOCUSIGN_PDF_UNAVAILABLE,
    ],
    [
      'DocuSign without an answer',
      SUPER_ADMIN,
      'APPROVED',
      'docuSignPdf',
      { [`GET ${one('docusign-pdf')}`]: 'network' },
      msg.DOCUSIGN_PDF_ERROR,
    ],
    ['READ ONLY resends', READ_ONLY, 'SENT', 'resend', {}, msg.APPLICATION_RESEND_DENIED],
    ['READ ONLY sets notes', READ_ONLY, 'NEW', 'notes', {}, msg.APPLICATION_CHANGE_DENIED],
    [
      'READ ONLY opens the DocuSign PDF',
      READ_ONLY,
      'APPROVED',
      'docuSignPdf',
      {},
      msg.APPLICATION_DOCUSIGN_DENIED,
    ],
  ])('%s -> the message', async (_, user, status, action, answers, message) => {
    serve(answers);
    renderConsole(<Actions of={record(status)} />, user);
    await userEvent.click(screen.getByRole('button', { name: action }));
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent(message);
  });

  it("Delete of an invite fails -> 'Error dleteing application…' (spelling as in the spec)", async () => {
    serve({ [`DELETE /api/v1/applications/${ID}`]: broken });
    renderConsole(<Actions of={record('SENT')} />);
    await userEvent.click(screen.getByRole('button', { name: 'remove' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent(
      msg.APPLICATION_DELETE_ERROR,
    );
  });

  it('Approve with nothing entered -> amount, net terms and contact messages', async () => {
    serve({});
    renderConsole(<Actions of={record('NEW')} />);
    await userEvent.click(screen.getByRole('button', { name: 'approve' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    for (const m of [
      msg.APPLICATION_AMOUNT_REQUIRED,
      msg.APPLICATION_NET_TERMS_REQUIRED,
      msg.APPLICATION_CONTACT_REQUIRED,
    ])
      expect(await screen.findByText(m)).toBeInTheDocument();
  });

  it("the trade references file cannot be loaded -> 'Error loading Trade References PDF…'", async () => {
    serve({ [`GET ${one('files')}/f1`]: broken });
    const file = {
      id: 'f1',
      fileName: 'references.pdf',
      contentType: 'application/pdf',
      size: 10,
      addDate: '2026-11-01T00:00:00Z',
    };
    renderConsole(<TradeReferencesFile id={ID} file={file} onChanged={() => undefined} canUpload />);
    await userEvent.click(screen.getByRole('button', { name: 'Download references.pdf' }));
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent(
      msg.TRADE_REFERENCES_PDF_ERROR,
    );
  });

  it("the list cannot be loaded -> 'Error loading applications…'", async () => {
    serve({ 'GET /api/v1/applications': broken });
    renderConsole(<SubmissionList kind={applicationKind} />);
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent(msg.APPLICATIONS_LOAD_ERROR);
  });
});
