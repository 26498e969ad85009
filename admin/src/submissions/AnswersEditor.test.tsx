/**
 * Staff edit the customer's answers of a NEW or PENDING record (issue 27 item 1; back-office.md §2 details
 * header Save, §4): 'Edit answers' renders the record's own form with the portal's engine, filled with the
 * answers; the header's Save sends the changed answers as `data` with the workflow fields in one call; the
 * server's field errors show on their fields and nothing typed is lost; Cancel discards; READ ONLY users get no
 * editing and are told the page is read only. Both kinds, at 1280 and 375 px. The server is a fetch fake.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ApplicationDetails as Details } from '@cp/schemas/contracts/applications';
import { getFormDefinition } from '@cp/schemas/forms/registry';
import { compiledValidatorModule } from '@cp/schemas/forms/standalone';
import { defineAbilityFor } from '@cp/schemas/permissions/ability';
import { ActivationDetails } from '../activations/ActivationDetails';
import { ApplicationDetails } from '../applications/ApplicationDetails';
import { listItem } from '../test/list-items';
import { AbilityContext } from '../auth/AbilityContext';
import { dataProvider } from '../dataProvider';
import { AppNotification } from '../layout/AppNotification';
import { READ_ONLY, SUPER_ADMIN } from '../test/session-users';
import { UNSAVED_CHANGES } from '../unitsAdmin/useLeavePageWarning';
import { setAnswersModuleImporter } from './answersValidator';
import { READ_ONLY_NOTICE } from './DetailsEdit';

const ID = '44444444-4444-4444-8444-444444444444';

// jsdom cannot import the API's validator modules: the same exports compiled in process (as the forms tests do).
setAnswersModuleImporter(async (_path, definition) => compiledValidatorModule(definition));

type KindName = 'applications' | 'activations';

const KINDS = {
  applications: {
    family: 'application-eight',
    page: ApplicationDetails,
    saved: 'Successfully updated application.',
    emailLabel: 'Company Email',
  },
  activations: {
    family: 'activation-cpg',
    page: ActivationDetails,
    saved: 'Successfully updated the customer activation.',
    emailLabel: 'Contact Email',
  },
} as const;

function details(kind: KindName): Details {
  const definition = getFormDefinition(KINDS[kind].family);
  return {
    ...listItem({
      id: ID,
      applicationNumber: kind === 'applications' ? 'BRI1042' : 'CPG2042',
      companyName: 'Acme Freight',
      addDate: '2026-11-01T10:00:00.000Z',
      signatureDate: '2026-11-02T10:00:00.000Z',
      amountReq: 5000,
      quickCreditAmount: 50000,
    }),
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
      companyName: 'ACME FREIGHT',
      companyEmail: 'ap@acme.test',
    },
    form: definition.form,
    formFamily: definition.family,
    formVersion: 1,
    definition,
    contacts: [],
    notifiedDate: null,
    applicationOpened: null,
    tradeReferencesFile: null,
  } as Details;
}

interface Sent {
  method: string;
  url: string;
  body: Record<string, unknown>;
}

/** The fake server: the record, the unit's contacts, and each change answered by `answer` (200 by default). */
function serve(kind: KindName, answer?: (body: Record<string, unknown>) => Response | undefined) {
  const record = details(kind);
  const sent: Sent[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input).split('?')[0];
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url === `/api/v1/${kind}/${ID}`) return json(record);
      if (url.includes('/units/')) return json({ success: true, data: [] });
      if (method === 'GET') return json({ success: true, data: [] });
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      sent.push({ method, url, body });
      return answer?.(body) ?? json({ success: true, message: KINDS[kind].saved, data: record });
    }),
  );
  return sent;
}

function renderPage(kind: KindName, user = SUPER_ADMIN) {
  const Page = KINDS[kind].page;
  render(
    <MemoryRouter initialEntries={[`/${kind}/details/${ID}`]}>
      <AdminContext store={memoryStore()} dataProvider={dataProvider}>
        <AbilityContext.Provider value={defineAbilityFor(user)}>
          <Routes>
            <Route path={`/${kind}/details/:id`} element={<Page />} />
          </Routes>
          <AppNotification />
        </AbilityContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
}

/** jsdom has no layout: the window's width and MUI's media queries answered as a screen of `px` would. */
function atWidth(px: number) {
  vi.stubGlobal('innerWidth', px);
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, side, n]) =>
          side === 'min' ? px >= Number(n) : px <= Number(n),
        ),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        onchange: null,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

/** Opens the answers editor and answers its Company Name box (the form mounts its fields in slices). */
async function openEditor() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit answers' }));
  const editor = await screen.findByTestId('answers-editor');
  // By its id, not its role: a role query walks the whole long form's tree on every try.
  const name = await waitFor(
    () => {
      const input = editor.querySelector<HTMLInputElement>('input#root_companyName');
      if (!input) throw new Error('Company Name is not in the form yet');
      return input;
    },
    { timeout: 30_000 },
  );
  expect(name).toHaveAccessibleName(/Company Name/);
  expect(name).toHaveValue('ACME FREIGHT');
  // What the engine fills in by itself on opening is no edit: nothing to save yet.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  return { user, editor, name };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each([1280, 375])('editing the answers at %i px', (px) => {
  beforeEach(() => atWidth(px));

  it.each(['applications', 'activations'] as const)(
    '%s: edit a field, Save in the header sends `data` with the change only',
    async (kind) => {
      const sent = serve(kind);
      renderPage(kind);
      const { user, name } = await openEditor();
      await user.clear(name);
      await user.click(name);
      await user.paste('Acme Freight Lines');
      const save = screen.getByRole('button', { name: 'Save' });
      await waitFor(() => expect(save).toBeEnabled());
      await user.click(save);
      expect(await screen.findByText(KINDS[kind].saved)).toBeInTheDocument();
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ method: 'PUT', url: `/api/v1/${kind}/${ID}` });
      // Only the changed answer travels: the server merges it over the stored ones.
      expect(sent[0].body).toEqual({ data: { companyName: expect.stringMatching(/^acme freight lines$/i) } });
      // The record re-reads and the page shows the answers as read again.
      await waitFor(() => expect(screen.queryByTestId('answers-editor')).toBeNull());
    },
    120_000,
  );
});

describe('the answers editor', () => {
  beforeEach(() => atWidth(1280));

  it("shows the server's field error next to the field and keeps what was typed", async () => {
    const sent = serve(
      'applications',
      () =>
        new Response(
          JSON.stringify({
            success: false,
            message: 'Please fill out all required fields',
            errors: { '/companyEmail': 'Server says: not an email' },
          }),
          { status: 400 },
        ),
    );
    renderPage('applications');
    const { user, editor, name } = await openEditor();
    await user.clear(name);
    await user.click(name);
    await user.paste('Typed Name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText('Server says: not an email')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    // Nothing typed is lost: the editor stays open with the value, and Save is still there to try again.
    expect(screen.getByTestId('answers-editor')).toBe(editor);
    expect(editor.querySelector('input#root_companyName')).toHaveValue('TYPED NAME');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  }, 120_000);

  it('Cancel discards the edits and shows the answers as stored', async () => {
    const sent = serve('activations');
    renderPage('activations');
    const { user, name } = await openEditor();
    await user.clear(name);
    await user.click(name);
    await user.paste('Discarded');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('answers-editor')).toBeNull());
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(sent).toEqual([]);
  }, 120_000);

  it('leaving with unsaved edits asks first (the breadcrumb back to the list)', async () => {
    serve('applications');
    renderPage('applications');
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Customer Code'));
    await user.paste('ACME01');
    await user.click(screen.getByRole('link', { name: 'Applications' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES);
    // Stayed: the edit is still there.
    expect(screen.getByLabelText('Customer Code')).toHaveValue('ACME01');
  }, 60_000);

  it.each(['applications', 'activations'] as const)(
    '%s: a READ ONLY user gets no editing and is told the page is read only',
    async (kind) => {
      serve(kind);
      renderPage(kind, READ_ONLY);
      expect(await screen.findByText(READ_ONLY_NOTICE)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Edit answers' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    },
  );
});
