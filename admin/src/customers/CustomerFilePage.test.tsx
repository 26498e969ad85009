/**
 * The credit file page (issue 29 item 5): identity, group, the submissions with links to their details,
 * the other divisions as counts, suggestions with their link and merge actions (a reason required, sent
 * through the dataProvider), the timeline; read-only when the server says the user may not change it. The
 * server is a fetch fake answering per "METHOD path"; e2e/tests/customers.spec.ts drives the real one.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { CustomerFile } from '@cp/schemas/contracts/customers';
import { dataProvider } from '../dataProvider';
import { AppNotification } from '../layout/AppNotification';
import { CreditFileLink } from './CreditFileLink';
import { CustomerFilePage } from './CustomerFilePage';

const ID = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const SUB = '33333333-3333-4333-8333-333333333333';
const OTHER_SUB = '44444444-4444-4444-8444-444444444444';

function file(over: Partial<CustomerFile> = {}): CustomerFile {
  return {
    identity: {
      id: ID,
      legalName: 'Lone Star Hauling LLC',
      taxId: '123456789',
      duns: '987654321',
      dbas: ['LSH'],
      addresses: [{ line1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' }],
      customerCodes: ['LSH-01'],
      addDate: '2026-03-01T10:00:00.000Z',
    },
    group: { parent: { id: OTHER, legalName: 'Lone Star Holdings', taxId: null }, children: [] },
    submissions: [
      {
        id: SUB,
        kind: 'application',
        resource: 'applications',
        applicationNumber: 'BRI1042',
        legalName: 'Lone Star Hauling LLC',
        unitName: 'Bristol',
        status: 'APPROVED',
        matchedOn: 'taxId',
        approvedAmount: 50000,
        customerCode: 'LSH-01',
        denialCode: '',
        submittedDate: '2026-03-01T10:00:00.000Z',
        decidedDate: '2026-03-03T10:00:00.000Z',
        canChange: true,
        references: {
          requested: 4,
          weightedScore: 73,
          answers: 2,
          declined: 1,
          oldestRelationship: '2014-03-01',
          bankSummary: null,
        },
        screening: { screenedAt: '2026-03-01T10:00:00.000Z', open: 1, cleared: 1, confirmed: 0 },
        carrierCheck: {
          checkedAt: '2026-03-01T10:05:00.000Z',
          verdict: 'warning',
          problems: ['BIPD insurance lapsed: $300,000 on file, $750,000 required.'],
        },
      },
    ],
    hiddenSubmissions: [{ kind: 'application', status: 'NEW', count: 2 }],
    timeline: [
      {
        at: '2026-03-04T10:00:00.000Z',
        action: 'customer-parent',
        by: 'Ann Staff',
        applicationNumber: null,
        reason: 'Owned by the holding',
        detail: 'parentName: Lone Star Holdings',
      },
    ],
    suggestions: [
      {
        id: OTHER,
        legalName: 'Lone Star Haulers',
        taxId: null,
        similarity: 0.74,
        submissionCount: 1,
        submissions: [{ id: OTHER_SUB, applicationNumber: 'UWL0007', canChange: true }],
      },
    ],
    canChange: true,
    limitTotal: null,
    exposureTotal: null,
    limits: [],
    exposure: {
      current: 0,
      days1to30: 0,
      days31to60: 0,
      days61to90: 0,
      daysOver90: 0,
      total: 0,
      known: false,
    },
    utilisation: { entity: null, group: null },
    groupTotals: {
      rootId: OTHER,
      rootName: 'Lone Star Holdings',
      groupLimit: null,
      ownGroupLimit: null,
      limitTotal: null,
      exposureTotal: null,
      memberCount: 2,
    },
    ...over,
  };
}

function serve(answer: CustomerFile) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url === `/api/v1/customers/${ID}`) return json({ success: true, data: answer });
      if (method === 'GET' && url.startsWith('/api/v1/customers?')) {
        const row = {
          id: ID,
          legalName: answer.identity.legalName,
          taxId: null,
          duns: null,
          customerCodes: [],
        };
        const rows = [{ ...row, submissionCount: 2, parentId: null, limitTotal: null, exposureTotal: null }];
        return json({ success: true, data: { rows, total: 1, page: 1, perPage: 1 } });
      }
      if (method !== 'GET') sent.push({ method, url, body: JSON.parse(String(init?.body ?? '{}')) });
      return json({ success: true, message: 'The customers were merged.', data: null });
    }),
  );
  return sent;
}

function renderPage(at = `/customers/${ID}`) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <AdminContext store={memoryStore()} dataProvider={dataProvider}>
        <Routes>
          <Route path="/customers/:id" element={<CustomerFilePage />} />
          <Route path="/applications/details/:id" element={<CreditFileLink submissionId={SUB} />} />
        </Routes>
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the credit file page', () => {
  it('shows identity, group, submissions with links, hidden counts and the timeline', async () => {
    serve(file());
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Lone Star Hauling LLC' })).toBeInTheDocument();
    const identity = screen.getByRole('region', { name: 'Identity' });
    expect(within(identity).getByText('12-3456789')).toBeInTheDocument();
    expect(within(identity).getByText('98-765-4321')).toBeInTheDocument();
    expect(within(identity).getByText('1 Main St, Austin, TX 78701')).toBeInTheDocument();
    const group = screen.getByRole('region', { name: 'Group' });
    expect(within(group).getByRole('link', { name: 'Lone Star Holdings' })).toHaveAttribute(
      'href',
      `/customers/${OTHER}`,
    );
    const submissions = screen.getByRole('region', { name: 'Submissions' });
    expect(within(submissions).getByRole('link', { name: 'BRI1042' })).toHaveAttribute(
      'href',
      `/applications/details/${SUB}`,
    );
    expect(within(submissions).getByText('$50,000 · LSH-01')).toBeInTheDocument();
    expect(within(submissions).getByTestId('references-cell')).toHaveTextContent(
      'Score 73 / 100 · 2 of 4 answered · 1 declined',
    );
    expect(within(submissions).getByText(/80 = pays on terms/)).toBeInTheDocument();
    expect(within(submissions).getByTestId('screening-cell')).toHaveTextContent('1 open hit · 1 cleared');
    // A decided row downloads its evidence bundle (README 'Evidence bundle').
    expect(within(submissions).getByRole('button', { name: 'Evidence (ZIP) of BRI1042' })).toBeEnabled();
    expect(within(submissions).getByTestId('carrier-cell')).toHaveTextContent('Warning, 03/01/2026');
    expect(
      within(submissions).getByText(/In divisions you do not see: 2 applications NEW/),
    ).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText('Parent changed')).toBeInTheDocument();
    expect(within(timeline).getByText('Reason: Owned by the holding')).toBeInTheDocument();
    expect(screen.queryByText(/Read only/)).not.toBeInTheDocument();
  });

  it('shows limits and exposure per division with the aging buckets; another division as amounts only', async () => {
    const exposure = {
      current: 1000,
      days1to30: 2000,
      days31to60: 2000,
      days61to90: 1000,
      daysOver90: 500,
      total: 6500,
    };
    serve(
      file({
        limitTotal: 80000,
        exposureTotal: 6500,
        exposure: { ...exposure, known: true },
        utilisation: { entity: 0.08125, group: 0.065 },
        limits: [
          {
            unitId: 'b',
            unitName: 'Bristol',
            visible: true,
            amount: 50000,
            terms: 'NET 30',
            submissionId: SUB,
            applicationNumber: 'BRI1042',
            setAt: '2026-03-02T10:00:00.000Z',
            exposure,
            asOf: '2026-10-31',
            utilisation: 0.13,
          },
          {
            unitId: '',
            unitName: '',
            visible: false,
            amount: 30000,
            terms: '',
            submissionId: null,
            applicationNumber: '',
            setAt: null,
            exposure: null,
            asOf: null,
            utilisation: null,
          },
        ],
        groupTotals: {
          rootId: OTHER,
          rootName: 'Lone Star Holdings',
          groupLimit: 100000,
          ownGroupLimit: null,
          limitTotal: 110000,
          exposureTotal: 6500,
          memberCount: 2,
        },
      }),
    );
    renderPage();
    const limits = await screen.findByRole('region', { name: 'Limits and exposure' });
    const table = within(limits).getByRole('table', { name: 'Limits and exposure by division' });
    const [, bristol, other] = within(table).getAllByRole('row');
    expect(
      within(bristol)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Bristol',
      '$50,000',
      'NET 30',
      '$1,000',
      '$2,000',
      '$2,000',
      '$1,000',
      '$500',
      '$6,500',
      '10/31/2026',
      '13 %',
    ]);
    expect(within(other).getByText('Another division')).toBeInTheDocument();
    expect(within(other).getByText('$30,000')).toBeInTheDocument();
    expect(within(limits).getByText('$100,000 (Lone Star Holdings)')).toBeInTheDocument();
    expect(within(limits).getByText('8.1 %')).toBeInTheDocument();
  });

  it('opens from a details page’s credit-file link (its list row does not stand in for the file)', async () => {
    serve(file());
    renderPage(`/applications/details/${SUB}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Open (2 submissions)' }));
    expect(await screen.findByRole('heading', { name: 'Lone Star Hauling LLC' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Identity' })).toHaveTextContent('12-3456789');
  });

  it('merges a suggested customer only with a reason, through the dataProvider', async () => {
    const sent = serve(file());
    renderPage();
    const user = userEvent.setup();
    const suggestions = await screen.findByRole('region', { name: 'Possibly the same customer' });
    expect(within(suggestions).getByText(/74 % similar name/)).toBeInTheDocument();
    expect(within(suggestions).getByRole('button', { name: 'Link UWL0007 here' })).toBeEnabled();
    await user.click(within(suggestions).getByRole('button', { name: 'Merge into this file' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByLabelText(/Reason/));
    await user.paste('Same EIN on the W-9');
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('The customers were merged.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        url: `/api/v1/customers/${ID}/merge`,
        body: { otherId: OTHER, reason: 'Same EIN on the W-9' },
      },
    ]);
  });

  it('is read-only for a user who may not change it', async () => {
    serve(
      file({
        canChange: false,
        submissions: file().submissions.map((s) => ({ ...s, canChange: false })),
        suggestions: file().suggestions.map((s) => ({
          ...s,
          submissions: s.submissions.map((m) => ({ ...m, canChange: false })),
        })),
      }),
    );
    renderPage();
    expect(await screen.findByText('Read only: you may not change this credit file.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Merge|Link|Move out|parent/ })).not.toBeInTheDocument();
  });
});
