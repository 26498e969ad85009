/**
 * The application details page (back-office.md §2 'Application details'): the header's Save stores what
 * staff may edit (customer code, payment terms, net terms, contacts) through the same call as the spec's
 * setApplication; payment terms and net terms each show under their own label; a summary band reads like
 * the top of a printed application; an uploaded trade-reference file shows alone. The server is a fetch
 * fake answering per "METHOD path"; e2e/tests/applications-details.spec.ts drives the real one.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ApplicationDetails as Details } from '@cp/schemas/contracts/applications';
import { getFormDefinition } from '@cp/schemas/forms/registry';
import { defineAbilityFor } from '@cp/schemas/permissions/ability';
import { AbilityContext } from '../auth/AbilityContext';
import { dataProvider } from '../dataProvider';
import { AppNotification } from '../layout/AppNotification';
import { READ_ONLY, SUPER_ADMIN } from '../test/session-users';
import { ApplicationDetails } from './ApplicationDetails';

const ID = '33333333-3333-4333-8333-333333333333';
const definition = getFormDefinition('application-eight');
const established = `${new Date().getFullYear() - 12}-01-02`;

function details(over: Partial<Details> = {}): Details {
  return {
    id: ID,
    applicationNumber: 'UWL1042',
    status: 'NEW',
    email: 'buyer@customer.test',
    companyName: 'Acme Freight',
    contactName: 'Jane Doe',
    unit: {
      companyId: 'cpg',
      companyCode: 'CPG',
      companyName: 'Container Port Group',
      divisionId: 'uwl',
      divisionCode: 'UWL',
      divisionName: 'UWL',
    },
    customerCode: '',
    addDate: '2026-11-01T10:00:00.000Z',
    signatureDate: '2026-11-02T10:00:00.000Z',
    approvedOrDeniedDate: null,
    approvedAmount: null,
    amountReq: 5000,
    paymentTerms: '',
    denialCode: '',
    notes: '',
    contactNames: [],
    sentChip: null,
    possibleDuplicates: [{ id: 'dup-1', applicationNumber: 'UWL0999', companyName: 'Acme Freight' }],
    quickCreditAmount: 50000,
    city: 'Long Beach',
    state: 'CA',
    zip: '90802',
    duns: '',
    netTerms: '',
    isCod: false,
    denialDescription: '',
    docuSign: { envelopeId: null, completed: false, status: null },
    data: {
      ...definition.defaults,
      companyName: 'Acme Freight',
      companyEstablishedDate: established,
      amountReq: 5000,
      tradeReferencesSkipped: false,
      tradeReferencesFileName: 'references-3f2a9c1e.pdf',
    },
    form: 'credit-application',
    formFamily: 'application-eight',
    formVersion: 1,
    definition,
    contacts: [],
    notifiedDate: null,
    applicationOpened: null,
    tradeReferencesFile: {
      id: 'f1',
      // Stored as '{name}_{application id}.pdf' (§7 setTradeReferences): shown as uploaded.
      fileName: `references_${ID}.pdf`,
      contentType: 'application/pdf',
      size: 1000,
      addDate: '2026-11-02T10:00:00.000Z',
    },
    ...over,
  };
}

function serve(record: Details) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input).split('?')[0];
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url === `/api/v1/applications/${ID}`) return json(record);
      if (url.endsWith('/units/uwl/contacts'))
        return json({ success: true, data: [{ id: 'c1', name: 'ANNA', email: 'a@x.co' }] });
      if (method !== 'GET') sent.push({ method, url, body: JSON.parse(String(init?.body ?? '{}')) });
      return json({ success: true, message: 'Successfully updated application.', data: record });
    }),
  );
  return sent;
}

function renderDetails(user = SUPER_ADMIN) {
  render(
    <MemoryRouter initialEntries={[`/applications/details/${ID}`]}>
      <AdminContext store={memoryStore()} dataProvider={dataProvider}>
        <AbilityContext.Provider value={defineAbilityFor(user)}>
          <Routes>
            <Route path="/applications/details/:id" element={<ApplicationDetails />} />
          </Routes>
          <AppNotification />
        </AbilityContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('application details', () => {
  it('Save in the header stores the edited workflow fields, each under its own label', async () => {
    const sent = serve(details());
    renderDetails();
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    // Pasted rather than typed key by key: a slow machine runs this page's re-renders per key.
    await user.click(screen.getByLabelText('Customer Code'));
    await user.paste('ACME01');
    await user.click(screen.getByLabelText('Payment Terms'));
    await user.paste('2% 10 days');
    await user.click(screen.getByRole('combobox', { name: 'Net Terms' }));
    await user.click(await screen.findByRole('option', { name: 'Net 45' }));
    await user.click(screen.getByRole('combobox', { name: 'Point Of Contact' }));
    await user.click(await screen.findByRole('option', { name: /ANNA/ }));
    await user.keyboard('{Escape}');
    await user.click(save);
    expect(await screen.findByText('Successfully updated application.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: `/api/v1/applications/${ID}`,
        body: { customerCode: 'ACME01', paymentTerms: '2% 10 days', netTerms: '45', contacts: ['c1'] },
      },
    ]);
  }, 60_000);

  it('Read Only: Save is disabled with the reason', async () => {
    serve(details({ status: 'PENDING' }));
    renderDetails(READ_ONLY);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByLabelText('Payment Terms')).toBeDisabled();
  });

  it('approved: Payment Terms shows what was typed and Net Terms the choice, apart', async () => {
    serve(
      details({
        status: 'APPROVED',
        paymentTerms: '2% 10 days',
        netTerms: '30',
        approvedAmount: 5000,
        approvedOrDeniedDate: '2026-11-05T10:00:00.000Z',
      }),
    );
    renderDetails();
    const label = async (text: string) => (await screen.findByText(text, { selector: 'span' })).nextSibling;
    expect(await label('Payment Terms')).toHaveTextContent('2% 10 days');
    expect(await label('Net Terms')).toHaveTextContent('Net 30');
    expect(await label('Date Received')).toHaveTextContent('11/02/2026');
    expect(await label('Date Approved')).toHaveTextContent('11/05/2026');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('a summary band at the top: company, amount requested, terms asked, years, references, duplicates, status', async () => {
    serve(details());
    renderDetails();
    const band = await screen.findByTestId('summary-band');
    const item = (label: string) => within(band).getByText(label).nextSibling;
    expect(item('Company')).toHaveTextContent('Acme Freight');
    expect(item('Amount Requested')).toHaveTextContent('$5,000');
    expect(item('Terms Asked')).toHaveTextContent('ACH');
    expect(item('Years in Business')).toHaveTextContent(/^1[12] \(since 01\/02\/\d{4}\)$/);
    expect(item('References')).toHaveTextContent('file uploaded');
    expect(within(band).getByRole('link', { name: 'UWL0999' })).toHaveAttribute(
      'href',
      '/applications/details/dup-1',
    );
    expect(item('Status')).toHaveTextContent('NEW');
    // The band comes before the customer's sections.
    const section = screen.getByTestId('section-companyInformation');
    expect(band.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('an uploaded trade-reference file shows once under its own name, with no empty references', async () => {
    serve(details());
    renderDetails();
    const section = await screen.findByTestId('section-tradeReferences');
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Download references.pdf' })));
    expect(within(section).queryByText(/references-3f2a9c1e/)).not.toBeInTheDocument();
    expect(within(section).queryByText(new RegExp(ID))).not.toBeInTheDocument();
    expect(within(section).queryByText('United States')).not.toBeInTheDocument();
  });
});
