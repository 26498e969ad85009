/** The details page's Save sends the Company Information card's switches and choices to the server. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, testDataProvider, type UpdateParams } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { UnitRecord } from '@cp/schemas/contracts/units-admin';
import { defineAbilityFor } from '@cp/schemas/permissions/ability';
import { AbilityContext } from '../auth/AbilityContext';
import { COMPANIES } from './kind';
import { UnitDetails } from './UnitDetails';

const record = {
  id: 'c1',
  kind: 'company',
  code: 'IDS',
  name: 'IDS',
  active: true,
  prefix: 'IDS',
  counter: 1,
  emailTemplate: 'IDS',
  docuSignTemplateId: 'tpl-ids',
  docuSignOnApproval: false,
  quickCreditAmount: 20000,
  parentId: null,
  companyCode: null,
  companyName: null,
  addDate: '2026-01-01T00:00:00Z',
  completedApplications: 3,
  activeDivisionCodes: [],
  contacts: [],
  denialCodes: [],
  packet: { source: 'none', fileName: null, lastModified: null },
  activationFamily: 'activation-cpg',
  applicationFamily: 'application-six',
  companyActivationFamily: null,
  companyApplicationFamily: null,
} as unknown as UnitRecord;

const FAMILIES = ['application-six', 'application-eight'].map((family) => ({
  family,
  form: 'credit-application',
  title: 'Credit Application',
  units: [],
  versions: [{ id: family, version: 1, status: 'published' }],
}));

const superAdmin = defineAbilityFor({
  id: 'u1',
  email: 's@x.test',
  firstName: 'S',
  lastName: 'A',
  security: 'SUPER ADMIN',
  maximumApprovalAmount: 0,
  companies: [],
  divisions: [],
});

it('saves the DocuSign-with-approval switch and the chosen application form', async () => {
  const saved: Array<UpdateParams['data']> = [];
  const dataProvider = {
    ...testDataProvider({
      getOne: async () => ({ data: record }) as never,
      update: async (_resource: string, params: UpdateParams) => {
        saved.push(params.data);
        return { data: { ...record, ...params.data } } as never;
      },
    }),
    formFamilies: async () => FAMILIES,
  };
  render(
    <MemoryRouter initialEntries={['/companies/details/c1']}>
      <AdminContext store={memoryStore()} dataProvider={dataProvider}>
        <AbilityContext.Provider value={superAdmin}>
          <Routes>
            <Route path="/companies/details/:id" element={<UnitDetails kind={COMPANIES} />} />
          </Routes>
        </AbilityContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  fireEvent.click(await screen.findByRole('switch', { name: 'Send DocuSign agreement with approval' }));
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Credit Application Form/ }));
  fireEvent.click(
    await within(screen.getByRole('listbox')).findByText('Credit Application · application-eight'),
  );
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  // No i18n provider here: react-admin's Save button is named by its message key.
  fireEvent.click(screen.getByRole('button', { name: 'ra.action.save' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toMatchObject({ docuSignOnApproval: true, applicationFamily: 'application-eight' });
});

function renderDetails(getOne: () => Promise<unknown>) {
  const dataProvider = {
    ...testDataProvider({ getOne: getOne as never }),
    formFamilies: async () => FAMILIES,
  };
  render(
    <MemoryRouter initialEntries={['/companies/details/c1']}>
      <AdminContext store={memoryStore()} dataProvider={dataProvider}>
        <AbilityContext.Provider value={superAdmin}>
          <Routes>
            <Route path="/companies/details/:id" element={<UnitDetails kind={COMPANIES} />} />
            <Route path="/companies" element={<h1>Company list</h1>} />
          </Routes>
        </AbilityContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the details page while loading and with unsaved edits', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the contacts once loaded, never 'No contacts yet.' while loading; names as stored", async () => {
    let answer: (value: unknown) => void = () => undefined;
    renderDetails(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.queryByText('No contacts yet.')).toBeNull();
    answer({
      data: {
        ...record,
        contacts: [{ id: 'k1', name: 'Pat Lee', email: 'pat@ids.test', active: true, addDate: '' }],
      },
    });
    const contacts = await screen.findByRole('list', { name: 'Contacts' });
    expect(within(contacts).getByText('Pat Lee')).toBeInTheDocument();
    // One save model: saving a contact saves the whole page, and the card says so (issue 27 item 18).
    expect(
      screen.getByText('Saving a contact also saves your other edits on this page.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No contacts yet.')).toBeNull();
  });

  it('a record still without its contacts (the list row shown while the details load) shows a loading state', async () => {
    const { contacts: _contacts, ...listRow } = record as unknown as Record<string, unknown>;
    renderDetails(async () => ({ data: listRow }));
    expect(await screen.findByRole('progressbar', { name: 'Loading contacts' })).toBeInTheDocument();
    expect(screen.queryByText('No contacts yet.')).toBeNull();
  });

  it('asks before Close leaves unsaved edits, and stays when the answer is no', async () => {
    renderDetails(async () => ({ data: record }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(await screen.findByRole('switch', { name: 'Send DocuSign agreement with approval' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes on this page. Leave without saving them?');
    expect(screen.queryByRole('heading', { name: 'Company list' })).toBeNull();
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Company list' })).toBeInTheDocument();
  });

  it('a wording edit (issue 27 item 18) asks before Close and before the tab is closed or reloaded', async () => {
    renderDetails(async () => ({ data: record }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const card = await screen.findByRole('region', { name: 'Credit Application Email Templates' });
    fireEvent.click(within(card).getByRole('button', { name: 'Invitation' }));
    fireEvent.change(await within(card).findByLabelText('Body'), {
      target: { value: 'Dear customer, please apply.' },
    });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes on this page. Leave without saving them?');
    expect(screen.queryByRole('heading', { name: 'Company list' })).toBeNull();
  });

  it('leaves without asking when nothing was edited', async () => {
    renderDetails(async () => ({ data: record }));
    const confirm = vi.spyOn(window, 'confirm');
    await screen.findByRole('switch', { name: 'Send DocuSign agreement with approval' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Company list' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe.each([1280, 375])('one save model on the details page at %i px (issue 27 item 18)', (width) => {
  beforeEach(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
  afterEach(() => vi.restoreAllMocks());

  function renderWithContact(calls: string[]) {
    const off = { id: 'k1', name: 'Pat Lee', email: 'pat@ids.test', active: false, addDate: '' };
    const dataProvider = {
      ...testDataProvider({
        getOne: async () => ({ data: { ...record, contacts: [off] } }) as never,
        update: async (_resource: string, params: UpdateParams) => {
          calls.push(`update docuSignOnApproval=${String(params.data.docuSignOnApproval)}`);
          return { data: { ...record, contacts: [{ ...off, active: true }], ...params.data } } as never;
        },
      }),
      formFamilies: async () => FAMILIES,
      setUnitContact: async (_r: string, p: { contactId?: string; data: { active: boolean } }) => {
        calls.push(`contact ${p.contactId} active=${p.data.active}`);
        return { message: 'Successfully updated Company.', data: { id: p.contactId } };
      },
    };
    render(
      <MemoryRouter initialEntries={['/companies/details/c1']}>
        <AdminContext store={memoryStore()} dataProvider={dataProvider}>
          <AbilityContext.Provider value={superAdmin}>
            <Routes>
              <Route path="/companies/details/:id" element={<UnitDetails kind={COMPANIES} />} />
              <Route path="/companies" element={<h1>Company list</h1>} />
            </Routes>
          </AbilityContext.Provider>
        </AdminContext>
      </MemoryRouter>,
    );
  }

  it("a contact switched on saves the page's other edits with it: nothing is left unsaved", async () => {
    const calls: string[] = [];
    renderWithContact(calls);
    fireEvent.click(await screen.findByRole('switch', { name: 'Send DocuSign agreement with approval' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Pat Lee active' }));
    await waitFor(() => expect(calls).toEqual(['contact k1 active=true', 'update docuSignOnApproval=true']));
    // Saved: leaving asks nothing.
    const confirm = vi.spyOn(window, 'confirm');
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Send DocuSign agreement with approval' })).toBeChecked(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Company list' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before a link inside the console leaves unsaved edits (the breadcrumb)', async () => {
    renderDetails(async () => ({ data: record }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(await screen.findByRole('switch', { name: 'Send DocuSign agreement with approval' }));
    fireEvent.click(screen.getByRole('link', { name: 'Companies' }));
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes on this page. Leave without saving them?');
    expect(screen.queryByRole('heading', { name: 'Company list' })).toBeNull();
  });
});
