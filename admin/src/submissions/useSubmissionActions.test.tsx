/**
 * §8 activation messages whose failure is a condition of the browser, or that the console cannot reach
 * through the real server in the end-to-end suite (e2e/tests/activations-errors.spec.ts triggers the
 * others with real server failures). The server here is a fetch fake: jsdom has no server behind it.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { defineAbilityFor } from '@cp/schemas/permissions/ability';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { AbilityContext } from '../auth/AbilityContext';
import { AppNotification } from '../layout/AppNotification';
import { InviteDialog } from './InviteDialog';
import type { SubmissionRef } from './types';
import { activationKind } from '../activations/kind';
import { dataProvider } from '../dataProvider';
import { KindContext } from './KindContext';
import { useSubmissionActions } from './useSubmissionActions';
import { SUPER_ADMIN } from '../test/session-users';

const READ_ONLY: SessionUser = {
  ...SUPER_ADMIN,
  id: 'u2',
  security: 'READ ONLY',
  maximumApprovalAmount: 0,
  divisions: ['bri'],
};

const record = (status: string): SubmissionRef => ({
  id: '11111111-1111-4111-8111-111111111111',
  status,
  email: 'buyer@customer.test',
  applicationNumber: 'BRI1042',
  companyId: 'cpg',
  divisionId: 'bri',
  quickCreditAmount: 2500,
  notes: '',
  customerCode: '',
});

type Answer = { status: number; body: unknown };
/** The fake server: one answer per "METHOD path"; every call is recorded. */
function serve(answers: Record<string, Answer>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      calls.push(key);
      // The approve dialog reads the credit file as it opens (GET /api/v1/customers/summary): these records
      // are linked to no customer, which the real server answers so.
      const unlinked = key.startsWith('GET /api/v1/customers/summary?')
        ? { status: 200, body: { success: true, message: '', data: { linked: false } } }
        : undefined;
      const answer = answers[key] ??
        unlinked ?? { status: 404, body: { success: false, message: 'Not found' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

function Actions({ of }: { of: SubmissionRef }) {
  const { act, dialogs } = useSubmissionActions(activationKind, { onChanged: () => undefined });
  return (
    <>
      <button onClick={() => void act.link(of)}>Link</button>
      <button onClick={() => act.remove(of)}>Remove</button>
      <button onClick={() => act.approve(of)}>Decide</button>
      {dialogs}
    </>
  );
}

function renderConsole(children: React.ReactNode, user: SessionUser = SUPER_ADMIN) {
  return render(
    <MemoryRouter>
      <AdminContext store={memoryStore()} dataProvider={dataProvider}>
        <AbilityContext.Provider value={defineAbilityFor(user)}>
          {children}
          <AppNotification />
        </AbilityContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
}

const link = `http://localhost/Activation/Bristol/buyer%40customer.test/${record('SENT').id}`;
const clipboardWas = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
const execCommandWas = document.execCommand;
afterEach(() => {
  vi.unstubAllGlobals();
  if (clipboardWas) Object.defineProperty(navigator, 'clipboard', clipboardWas);
  else delete (navigator as { clipboard?: unknown }).clipboard;
  document.execCommand = execCommandWas;
});

function clipboard(accepts: boolean) {
  const writeText = vi.fn(async () => {
    if (!accepts) throw new DOMException('Write permission denied.', 'NotAllowedError');
  });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  // The fallback selection copy is refused as well (a browser without a user gesture does that).
  document.execCommand = vi.fn(() => false);
  return writeText;
}

/**
 * The banner. While a dialog is open MUI marks the rest of the page aria-hidden, the banner included,
 * so it is looked up with hidden elements too (it is on screen all the same).
 */
const findBanner = () => screen.findByRole('alert', { hidden: true });

describe('activation actions: §8 messages on screen', () => {
  it.each([
    ['refuses', false, 'Error copying application link!', 'MuiAlert-filledError'],
    ['takes it', true, 'Link copied to clipboard!', 'MuiAlert-filledSuccess'],
  ])('Link: the clipboard %s -> %s', async (_, accepts, message, banner) => {
    serve({
      [`GET /api/v1/activations/${record('SENT').id}/link`]: {
        status: 200,
        body: { success: true, data: { link } },
      },
    });
    const writeText = clipboard(accepts);
    renderConsole(<Actions of={record('SENT')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const alert = await findBanner();
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveClass(banner);
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it("Delete of a submitted activation fails -> 'Error deleting activation!' (not the invite's message)", async () => {
    // The console offers Delete on SENT invites only, so the real server cannot be asked to delete a
    // submitted one from the end-to-end suite; the hook still names the right thing if it fails.
    const { id } = record('NEW');
    const calls = serve({
      [`DELETE /api/v1/activations/${id}`]: {
        status: 500,
        body: {
          success: false,
          message: 'An error has occurred. Please reach out to administration for assistance.',
        },
      },
    });
    renderConsole(<Actions of={record('NEW')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the activation form sent to buyer@customer.test?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await findBanner();
    expect(alert).toHaveTextContent('Error deleting activation!');
    expect(alert).toHaveClass('MuiAlert-filledError');
    expect(calls).toContain(`DELETE /api/v1/activations/${id}`);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('delete and approve: the rest of §8 Delete and Save on screen', () => {
  it.each([
    ['SENT', 'Access to delete a Customer Activation invite is denied!'],
    ['NEW', 'Access to delete the application is denied!'],
  ])('READ ONLY deleting a %s record -> the warning %s, nothing sent', async (status, message) => {
    const calls = serve({});
    renderConsole(<Actions of={record(status)} />, READ_ONLY);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const alert = await findBanner();
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveClass('MuiAlert-filledWarning');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("a submitted activation deleted -> the server's 'Activation deleted successfully!'", async () => {
    // The console offers Delete on SENT invites only (see above); the api answers this message for a
    // submitted record (api/src/routes/activations.test.ts 'decisions, notes, copy and delete').
    const { id } = record('NEW');
    serve({
      [`DELETE /api/v1/activations/${id}`]: {
        status: 200,
        body: { success: true, message: 'Activation deleted successfully!', data: { id } },
      },
    });
    renderConsole(<Actions of={record('NEW')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const alert = await findBanner();
    expect(alert).toHaveTextContent('Activation deleted successfully!');
    expect(alert).toHaveClass('MuiAlert-filledSuccess');
  });

  it("approval refused by the server -> its 'Access to change the customer activation is denied!' as a warning", async () => {
    // The console disables Approve for whoever the server would refuse, so only a stale permission
    // (a role changed since sign-in) meets the server's 403; the fake answers what the api answers.
    const { id } = record('NEW');
    serve({
      'GET /api/v1/units/bri/contacts': {
        status: 200,
        body: { success: true, data: [{ id: 'c1', name: 'ANNA', email: 'anna@cpg.test' }] },
      },
      [`POST /api/v1/activations/${id}/approve`]: {
        status: 403,
        body: { success: false, message: 'Access to change the customer activation is denied!', data: null },
      },
    });
    renderConsole(<Actions of={{ ...record('NEW'), customerCode: 'ACME01' }} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Contacts' }));
    await user.click(await screen.findByRole('option', { name: /ANNA/ }));
    await user.keyboard('{Escape}');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    const alert = await findBanner();
    expect(alert).toHaveTextContent('Access to change the customer activation is denied!');
    expect(alert).toHaveClass('MuiAlert-filledWarning');
    expect(screen.getByRole('dialog')).toHaveTextContent('Activation Approval');
  });
});

describe('Copy Activation dialog: the server refusal as a warning (§8 Copy)', () => {
  it.each([
    'The Email Template must be setup to send applications!',
    'The DocuSign Template Id must be setup to send applications!',
    'All Email Verbiage must be setup to send applications!',
  ])('%s', async (message) => {
    // The api's refusal (api/src/services/activations/invite-activation.test.ts makes the real one).
    const calls = serve({
      'GET /api/v1/units/offered?kind=activations': {
        status: 200,
        body: {
          success: true,
          data: [{ id: 'mbt', code: 'MBT', name: 'Middle Bay', kind: 'division', parentId: 'cpg' }],
        },
      },
      'GET /api/v1/units/mbt/contacts': {
        status: 200,
        body: { success: true, data: [{ id: 'c1', name: 'ANNA', email: 'anna@cpg.test' }] },
      },
      'POST /api/v1/activations/src-1/copy': { status: 422, body: { success: false, message, data: null } },
    });
    renderConsole(
      <KindContext.Provider value={activationKind}>
        <InviteDialog open copyOf="src-1" onClose={() => undefined} onDone={() => undefined} />
      </KindContext.Provider>,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email'), 'copy@customer.test');
    await user.click(within(dialog).getByRole('combobox', { name: 'Company | Division' }));
    await user.click(await screen.findByRole('option', { name: 'MBT | Middle Bay' }));
    await waitFor(() => expect(calls).toContain('GET /api/v1/units/mbt/contacts'));
    await user.click(within(dialog).getByRole('combobox', { name: 'Contacts' }));
    await user.click(await screen.findByRole('option', { name: /ANNA/ }));
    await user.keyboard('{Escape}');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Copy' }));
    const alert = await findBanner();
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveClass('MuiAlert-filledWarning');
    expect(calls).toContain('POST /api/v1/activations/src-1/copy');
  });
});
