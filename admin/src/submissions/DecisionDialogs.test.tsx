/**
 * The approve and deny dialogs over the shared decision body (back-office.md §5 'Activation approval',
 * 'Activation denial'): values reset on open, the rules' messages before anything is sent, then the call's
 * body. The server is a fetch fake (jsdom has none); the end-to-end suite decides through the real one.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { CustomerSummary } from '@cp/schemas/contracts/customers';
import type { ScorecardFacts, SubmissionScorecardView } from '@cp/schemas/contracts/scorecards';
import { CUSTOMER_OVER_GROUP_LIMIT } from '@cp/schemas/messages/customers';
import { DEFAULT_SCORECARD } from '@cp/schemas/scorecards/default';
import { scoreRecord } from '@cp/schemas/scorecards/score';
import { activationKind } from '../activations/kind';
import { applicationKind } from '../applications/kind';
import { dataProvider } from '../dataProvider';
import { AppNotification } from '../layout/AppNotification';
import { ApproveDialog, DenyDialog } from './DecisionDialogs';
import { REASONS_COUNT } from '@cp/schemas/messages/regb';
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

/** The approve dialog's credit file answer (GET /api/v1/customers/summary): not linked unless a test says. */
let summary: CustomerSummary = { linked: false };
/** The record's sanctions screening (GET /api/v1/submissions/:id/screening): no open hit unless a test says. */
let openHits = 0;
/** The record's scorecard result (GET /api/v1/submissions/:id/scorecard): none unless a test says. */
let scorecard: SubmissionScorecardView = null;

function serve() {
  const posted: { url: string; body: unknown }[] = [];
  const answer = (data: unknown, message = '') =>
    new Response(JSON.stringify({ success: true, message, data }), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/units/bri/contacts')) return answer([{ id: 'c1', name: 'ANNA', email: 'a@x.co' }]);
      if (url.includes('/api/v1/customers/summary')) return answer(summary);
      if (url.endsWith('/scorecard')) return answer(scorecard);
      if (url.endsWith('/screening'))
        return answer({
          screenedAt: null,
          reason: null,
          threshold: 0.85,
          names: [],
          lists: [],
          hits: [],
          open: openHits,
        });
      if (url.endsWith('/denial-reasons'))
        return answer([
          { source: 'denial-code', code: 'NO-CREDIT', text: 'Limited credit experience' },
          { source: 'denial-code', code: 'OTHER', text: 'Not offered with NO-CREDIT' },
          { source: 'scorecard', text: 'Length of time in business' },
          { source: 'catalogue', text: 'Excessive obligations' },
        ]);
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

afterEach(() => {
  vi.unstubAllGlobals();
  summary = { linked: false };
  openHits = 0;
  scorecard = null;
});

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

  it('approve: the scorecard’s score, recommended limit and factors above the amount, “no data” where missing', async () => {
    const facts: ScorecardFacts = {
      establishedDate: null,
      tradePaymentScore: 88,
      tradeReferenceCount: 1,
      bankReference: 'satisfactory',
      screening: 'no-hit',
      carrier: null,
      amountRequested: 40000,
      annualRevenue: 2_000_000,
      daysBeyondTerms: null,
      utilisation: null,
    };
    const result = scoreRecord(DEFAULT_SCORECARD, facts, { scorecardId: 's1', unitId: null, version: 3 });
    scorecard = { ...result, facts };
    serve();
    renderDialog('approve', { ...RECORD, amountReq: 40000 }, applicationKind);
    const dialog = await screen.findByRole('dialog', { name: 'Application Approval' });
    const card = await within(dialog).findByRole('region', { name: 'Scorecard' });
    // (Payment 25·100 + count 10·40 + bank 10·100 + screening 10·100 + years missing 15·20 + requested 2 % 10·100) / 80.
    expect(card).toHaveTextContent('Score 78/100 · band B · Recommended limit $30,000 on Net 30');
    expect(within(card).getByText('Raised the score').nextSibling).toHaveTextContent(
      'Trade references’ payment score: 88 score 1–100',
    );
    const lowered = within(card).getByText('Lowered the score').nextSibling as HTMLElement;
    expect(
      within(lowered)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Years in business: no data', 'Trade references answered: 1 answer']);
    // Shown before the amount is typed.
    expect(
      card.compareDocumentPosition(within(dialog).getByLabelText('Amount Approved')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
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

  it("deny: notes start from the record's; a denial code, one to four reasons and a contact are required", async () => {
    const posted = serve();
    const done = renderDialog('deny');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Activation Denial' });
    expect(within(dialog).getByDisplayValue('Called twice')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(within(dialog).getByText('Denial Code is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Contact is required')).toBeInTheDocument();
    expect(within(dialog).getByText(REASONS_COUNT)).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: 'Denial Code' }));
    await user.click(await screen.findByRole('option', { name: 'NO-CREDIT - No credit history' }));
    // The chosen code's statement is picked; another code's is not offered.
    expect(within(dialog).getByRole('checkbox', { name: 'Limited credit experience' })).toBeChecked();
    expect(within(dialog).queryByText('Not offered with NO-CREDIT')).toBeNull();
    // A factor that lowered the record's score says so.
    expect(
      within(dialog).getByRole('checkbox', { name: 'Length of time in business · lowered the score' }),
    ).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Excessive obligations' }));
    await pickContact(user);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(posted).toEqual([
      {
        url: `/api/v1/activations/${RECORD.id}/deny`,
        body: {
          denialCode: 'NO-CREDIT',
          reasons: ['Limited credit experience', 'Excessive obligations'],
          notes: 'Called twice',
          contacts: ['c1'],
        },
      },
    ]);
    expect(await screen.findByTestId('decided-notice')).toHaveTextContent(
      'Customer Activation # BRI1042 was denied.',
    );
  });
});

const LINKED: CustomerSummary = {
  linked: true,
  customer: { id: 'e1', legalName: 'Acme Freight LLC', taxId: '123456789' },
  parent: { id: 'p1', legalName: 'Acme Holdings Inc', taxId: null },
  thisUnit: null,
  otherLimits: [
    {
      unitId: 'uwl',
      unitName: 'UWL',
      visible: true,
      amount: 40000,
      terms: 'NET 30',
      submissionId: 's2',
      applicationNumber: 'UWL7',
      setAt: '2026-06-01T00:00:00.000Z',
      exposure: {
        current: 5000,
        days1to30: 3000,
        days31to60: 1000,
        days61to90: 500,
        daysOver90: 500,
        total: 10000,
      },
      asOf: '2026-07-31',
      utilisation: 0.25,
    },
  ],
  hiddenUnits: { count: 1, limitTotal: 20000, exposureTotal: null },
  limitTotal: 60000,
  exposure: {
    current: 5000,
    days1to30: 3000,
    days31to60: 1000,
    days61to90: 500,
    daysOver90: 500,
    total: 10000,
    known: true,
  },
  asOf: '2026-07-31',
  utilisation: { entity: 0.1667, group: 0.1 },
  groupTotals: {
    rootId: 'p1',
    rootName: 'Acme Holdings Inc',
    groupLimit: 100000,
    ownGroupLimit: null,
    limitTotal: 85000,
    exposureTotal: 10000,
    memberCount: 2,
  },
  groupLimitBase: 85000,
};

describe('the approve dialog sees the credit file (issue 29 item 6)', () => {
  it('application: other divisions, exposure with buckets, utilisation and the group as it opens; the group projection follows the amount', async () => {
    summary = LINKED;
    serve();
    renderDialog('approve', { ...RECORD, amountReq: 5000, quickCreditAmount: 5000 }, applicationKind);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: applicationKind.dialogs.approveTitle });
    const panel = await within(dialog).findByRole('region', { name: 'Credit file' });
    expect(within(panel).getByRole('link', { name: 'Acme Freight LLC' })).toHaveAttribute(
      'href',
      '/customers/e1',
    );
    expect(panel).toHaveTextContent('UWL: limit $40,000, exposure $10,000 (25 %)');
    expect(panel).toHaveTextContent('1 division you cannot see: limit $20,000, exposure —');
    expect(panel).toHaveTextContent('$10,000 as of 2026-07-31');
    expect(panel).toHaveTextContent(
      'Current $5,000 · 1–30 days $3,000 · 31–60 $1,000 · 61–90 $500 · Over 90 $500',
    );
    expect(panel).toHaveTextContent('16.7 % of $60,000 in limits');
    expect(within(panel).getByRole('link', { name: 'Acme Holdings Inc' })).toHaveAttribute(
      'href',
      '/customers/p1',
    );
    expect(panel).toHaveTextContent(
      'Group limit $100,000; limits $85,000; exposure $10,000; utilisation 10 %',
    );
    expect(within(panel).getByTestId('credit-projection')).toHaveTextContent(
      'This approval takes the group to $90,000 of its $100,000 limit.',
    );
    const amount = within(dialog).getByLabelText('Amount Approved');
    await user.clear(amount);
    await user.type(amount, '20000');
    expect(within(panel).getByTestId('credit-projection')).toHaveTextContent(
      'This approval takes the group to $105,000 of its $100,000 limit — above it: you will be asked to confirm.',
    );
  });

  it('activation not yet linked to a customer: says so plainly', async () => {
    serve();
    renderDialog('approve');
    const dialog = await screen.findByRole('dialog', { name: 'Activation Approval' });
    const panel = await within(dialog).findByRole('region', { name: 'Credit file' });
    expect(
      await within(panel).findByText(
        'This submission is not linked to a customer yet, so there are no other limits or exposure to show.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the approve dialog sees the sanctions screening', () => {
  it('says an open hit blocks the approval, and says nothing without one', async () => {
    openHits = 1;
    serve();
    renderDialog('approve');
    const dialog = await screen.findByRole('dialog', { name: 'Activation Approval' });
    expect(await within(dialog).findByTestId('open-hits-notice')).toHaveTextContent(
      'Sanctions screening: an open hit blocks this approval. Clear or confirm it on the details page first.',
    );
  });
});
