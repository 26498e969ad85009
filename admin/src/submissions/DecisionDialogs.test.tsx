/**
 * The approve and deny dialogs over the shared decision body (back-office.md §5 'Activation approval',
 * 'Activation denial'): values reset on open, the rules' messages before anything is sent, then the call's
 * body. The server is a fetch fake (jsdom has none); the end-to-end suite decides through the real one.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { activationKind } from '../activations/kind';
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

function renderDialog(which: 'approve' | 'deny') {
  const Dialog = which === 'approve' ? ApproveDialog : DenyDialog;
  const done = vi.fn();
  render(
    <MemoryRouter>
      <AdminContext store={memoryStore()} dataProvider={dataProvider}>
        <KindContext.Provider value={activationKind}>
          <Dialog record={RECORD} onClose={() => undefined} onDone={done} />
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
  });
});
