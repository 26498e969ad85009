/**
 * The approve and deny dialogs over the shared decision body (back-office.md §5 'Activation approval',
 * 'Activation denial'): values reset on open, the rules' messages before anything is sent, then the call's
 * body. The server is a fetch fake (jsdom has none); the end-to-end suite decides through the real one.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { CUSTOMER_OVER_GROUP_LIMIT } from '@cp/schemas/messages/customers';
import { activationKind } from '../activations/kind';
import { applicationKind } from '../applications/kind';
import { dataProvider } from '../dataProvider';
import { AppNotification } from '../layout/AppNotification';
import { ApproveDialog, DenyDialog } from './DecisionDialogs';
import { KindContext } from './KindContext';
import type { SubmissionRef } from './types';

const RECORD: SubmissionRef = {
  id: '11111111-1111-4111-8111-111111111111',
  status: 'NEW',
  email: 'buyer@customer.test',
  applicationNumber: 'BRI1042',
  companyId: 'cpg',
  divisionId: 'bri',
  quickCreditAmount: 2500,
  notes: 'Called twice',
  customerCode: '',
};

function serve() {
  const posted: { url: string; body: unknown }[] = [];
  const answer = (data: unknown, message = '') =>
    new Response(JSON.stringify({ success: true, message, data }), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/units/bri/contacts')) return answer([{ id: 'c1', name: 'ANNA', email: 'a@x.co' }]);
      if (url.endsWith('/units/bri/denial-codes'))
        return answer([{ id: 'd1', code: 'NO-CREDIT', description: 'No credit history' }]);
      posted.push({ url, body: JSON.parse(String(init?.body ?? '{}')) });
      return answer({ id: RECORD.id });
    }),
  );
  return posted;
}

function renderDialog(which: 'approve' | 'deny', record = RECORD, kind = activationKind) {
  const Dialog = which === 'approve' ? ApproveDialog : DenyDialog;
  const done = vi.fn();
  render(
    <MemoryRouter>
      <AdminContext store={memoryStore()} dataProvider={dataProvider}>
        <KindContext.Provider value={kind}>
          <Dialog record={record} onClose={() => undefined} onDone={done} />
          <AppNotification />
        </KindContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return done;
}

async function pickContact(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Contacts' }));
  await user.click(await screen.findByRole('option', { name: /ANNA/ }));
  await user.keyboard('{Escape}');
}

afterEach(() => vi.unstubAllGlobals());

describe('decision dialogs (§5)', () => {
  it('approve: amount defaulted to the quick credit amount; the rules first, then the approval', async () => {
    const posted = serve();
    const done = renderDialog('approve');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Activation Approval' });
    expect(within(dialog).getByLabelText('Amount Approved')).toHaveValue('2,500');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText('Customer code is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Contact is required')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Amount Approved'));
    await user.type(within(dialog).getByLabelText('Amount Approved'), '12a000');
    expect(within(dialog).getByLabelText('Amount Approved')).toHaveValue('12,000');
    await user.type(within(dialog).getByLabelText('Customer Code'), 'ACME01');
    await user.type(within(dialog).getByLabelText('Payment Terms'), 'Net 30');
    await pickContact(user);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(posted).toEqual([
      {
        url: `/api/v1/activations/${RECORD.id}/approve`,
        body: { approvedAmount: '12000', customerCode: 'ACME01', contacts: ['c1'], paymentTerms: 'Net 30' },
      },
    ]);
    // The page goes back to the list: the banner says what happened to which record and links back to it.
    const notice = await screen.findByTestId('decided-notice');
    expect(notice).toHaveTextContent(
      'Successfully updated the customer activation. — Customer Activation # BRI1042 was approved.',
    );
    expect(within(notice).getByRole('link', { name: 'Open Customer Activation # BRI1042' })).toHaveAttribute(
      'href',
      `/activations/details/${RECORD.id}`,
    );
  });

  it.each([
    // [kind, requested, quick credit, amount the dialog opens with, the line saying which]
    [
      'application',
      5000,
      50000,
      '5,000',
      "Pre-filled with the requested amount, not more than the unit's quick credit amount ($50,000).",
    ],
    [
      'application',
      75000,
      50000,
      '50,000',
      "Pre-filled with the unit's quick credit amount ($50,000), less than requested.",
    ],
    ['activation', 5000, 2500, '2,500', "Pre-filled with the unit's quick credit amount ($2,500)."],
  ] as const)(
    'approve %s: %d requested, quick credit %d: opens at %s and says which',
    async (which, amountReq, quickCreditAmount, amount, note) => {
      serve();
      const kind = which === 'application' ? applicationKind : activationKind;
      renderDialog('approve', { ...RECORD, amountReq, quickCreditAmount }, kind);
      const dialog = await screen.findByRole('dialog', { name: kind.dialogs.approveTitle });
      expect(within(dialog).getByTestId('amount-requested')).toHaveTextContent(
        `Amount Requested: $${amountReq.toLocaleString('en-US')}`,
      );
      expect(within(dialog).getByLabelText('Amount Approved')).toHaveValue(amount);
      expect(within(dialog).getByText(note)).toBeInTheDocument();
    },
  );

  it('approve application: net terms are a choice of Net 15/30/45/60 and COD, COD sent as such', async () => {
    serve();
    renderDialog('approve', { ...RECORD, amountReq: 5000 }, applicationKind);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Application Approval' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Net Terms' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Net 15', 'Net 30', 'Net 45', 'Net 60', 'COD']);
    await user.click(screen.getByRole('option', { name: 'COD' }));
    expect(within(dialog).getByRole('combobox', { name: 'Net Terms' })).toHaveTextContent('COD');
    // Payment Terms stays a field of its own, beside the net terms.
    expect(within(dialog).getByLabelText('Payment Terms')).toHaveValue('');
  });

  it('approve over the group limit: the refusal asks for a confirmation, sent with the next try', async () => {
    const posted = serve();
    const fetchOk = globalThis.fetch;
    let refused = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).endsWith('/approve') && !refused) {
          refused = true;
          posted.push({ url: String(input), body: JSON.parse(String(init?.body ?? '{}')) });
          return new Response(JSON.stringify({ success: false, message: CUSTOMER_OVER_GROUP_LIMIT }), {
            status: 400,
          });
        }
        return fetchOk(input, init);
      }),
    );
    const done = renderDialog('approve', { ...RECORD, customerCode: 'ACME01' });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Activation Approval' });
    await pickContact(user);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const confirm = await within(dialog).findByRole('checkbox', { name: /Approve above the group limit/ });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CUSTOMER_OVER_GROUP_LIMIT);
    expect(done).not.toHaveBeenCalled();
    await user.click(confirm);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(posted.map((p) => (p.body as { confirmOverLimit?: boolean }).confirmOverLimit)).toEqual([
      undefined,
      true,
    ]);
  });

  it("deny: notes start from the record's; a denial code and a contact are required", async () => {
    const posted = serve();
    const done = renderDialog('deny');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Activation Denial' });
    expect(within(dialog).getByDisplayValue('Called twice')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(within(dialog).getByText('Denial Code is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Contact is required')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: 'Denial Code' }));
    await user.click(await screen.findByRole('option', { name: 'NO-CREDIT - No credit history' }));
    await pickContact(user);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(posted).toEqual([
      {
        url: `/api/v1/activations/${RECORD.id}/deny`,
        body: { denialCode: 'NO-CREDIT', notes: 'Called twice', contacts: ['c1'] },
      },
    ]);
    expect(await screen.findByTestId('decided-notice')).toHaveTextContent(
      'Customer Activation # BRI1042 was denied.',
    );
  });
});
