import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import type { AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { defineAbilityFor } from '@cp/schemas/permissions/ability';
import type { User } from '@cp/schemas/contracts/users';
import type { Security, SessionUser } from '@cp/schemas/permissions/types';
import { AbilityContext } from '../auth/AbilityContext';
import { dataProvider } from '../dataProvider';
import { AppNotification } from '../layout/AppNotification';
import { UNITS, withNames } from '../test/units';
import { UnitsProvider } from '../units/UnitsContext';
import { UserList } from './UserList';

const user = (id: string, firstName: string, security: Security, extra: Partial<User> = {}): User =>
  withNames({
    _id: id,
    email: `${firstName.toLowerCase()}@demo.test`,
    firstName,
    lastName: 'Carter',
    active: true,
    companies: ['cpg'],
    divisions: [],
    security,
    invite: '',
    maximumApprovalAmount: 0,
    department: '',
    addDate: '2026-01-01T00:00:00.000Z',
    deleteDate: null,
    units: [],
    ...extra,
  });
const USERS = [
  user('me', 'Sarah', 'SUPER ADMIN'),
  user('bob', 'Bob', 'READ ONLY', { active: false, invite: 'pending', companies: [], divisions: ['bri'] }),
  user('alex', 'Alex', 'ADMIN'),
  user('mia', 'Mia', 'READ ONLY', { companies: ['mbt'] }),
  user('dan', 'Dan', 'READ ONLY', { active: false }),
];

interface Call {
  url: string;
  method: string;
  id: string | null;
  body: unknown;
}

function renderList(security: Security, path = '/users') {
  const session: SessionUser = {
    id: 'me',
    email: 'sarah@demo.test',
    firstName: 'Sarah',
    lastName: 'Carter',
    security,
    maximumApprovalAmount: 0,
    companies: ['cpg'],
    divisions: [],
  };
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => session,
  };
  const calls: Call[] = [];
  const answer = (data: unknown, message = '') =>
    new Response(JSON.stringify({ success: true, message, data }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const u = String(url);
      if (u.endsWith('/getUserList')) return answer(USERS);
      if (u.endsWith('/units/selectable')) return answer(UNITS);
      const id = new Headers(init?.headers).get('id');
      calls.push({ url: u, method: init?.method ?? 'GET', id, body: JSON.parse(String(init?.body ?? '{}')) });
      const messages: Record<string, string> = {
        '/api/User/removeUser': 'Successfully deleted user.',
        '/api/User/resendInvite': 'Successfully resent invite.',
        '/api/User/inviteUser': 'Invite has been sent out',
      };
      return answer(null, messages[u]);
    }),
  );
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext store={memoryStore()} authProvider={authProvider} dataProvider={dataProvider}>
        <AbilityContext.Provider value={defineAbilityFor(session)}>
          <UnitsProvider>
            <Routes>
              <Route path="/users" element={<UserList />} />
            </Routes>
          </UnitsProvider>
          <AppNotification />
        </AbilityContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return calls;
}

const cards = async () => (await screen.findAllByRole('article')).map((c) => c.getAttribute('aria-label'));

afterEach(() => vi.unstubAllGlobals());

describe('user list (back-office.md §2 Users)', () => {
  it('shows active and invited users by first name; Delete User never on one own card, confirmed by name and email', async () => {
    const calls = renderList('SUPER ADMIN');
    expect(await cards()).toEqual(['Alex Carter', 'Bob Carter', 'Mia Carter', 'Sarah Carter']);
    expect(
      within(screen.getByRole('article', { name: 'Bob Carter' })).getByText('Invited'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Alex Carter' })).getByText('Active'),
    ).toBeInTheDocument();
    const own = screen.getByRole('article', { name: 'Sarah Carter' });
    expect(within(own).queryByRole('button', { name: 'Delete User' })).toBeNull();
    expect(within(own).getByText('Super Admin')).toBeInTheDocument();
    const alex = screen.getByRole('article', { name: 'Alex Carter' });
    expect(within(alex).getByText('CPG')).toBeInTheDocument();
    await userEvent.click(within(alex).getByRole('button', { name: 'Delete User' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Alex Carter' });
    expect(within(dialog).getByText('Are you sure you want to delete alex@demo.test?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted user.')).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({ url: '/api/User/removeUser', method: 'DELETE', id: 'alex' }),
    );
  });

  it('an invited user is Invited, not Inactive, under All and under the Invited filter', async () => {
    renderList('SUPER ADMIN', `/users?filter=${encodeURIComponent('{"active":"All"}')}`);
    expect(await cards()).toHaveLength(5);
    expect(
      within(screen.getByRole('article', { name: 'Bob Carter' })).getByText('Invited'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Dan Carter' })).getByText('Inactive'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Active' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All',
      'Active',
      'Invited',
      'Inactive',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Inactive' }));
    await waitFor(async () => expect(await cards()).toEqual(['Dan Carter']), { timeout: 5000 });
  });

  it('reads the Invited filter from the URL and offers Resend Invite to the invited user', async () => {
    const calls = renderList('SUPER ADMIN', `/users?filter=${encodeURIComponent('{"active":"Invited"}')}`);
    expect(await cards()).toEqual(['Bob Carter']);
    await userEvent.click(screen.getByRole('button', { name: 'Resend Invite' }));
    expect(await screen.findByText('Successfully resent invite.')).toBeInTheDocument();
    expect(calls).toContainEqual(expect.objectContaining({ url: '/api/User/resendInvite', id: 'bob' }));
  });

  it('searches first name, last name, email or add date', async () => {
    renderList('SUPER ADMIN', `/users?filter=${encodeURIComponent('{"active":"All","q":"bob@"}')}`);
    expect(await cards()).toEqual(['Bob Carter']);
  });

  it('typed search applies by itself after a pause in typing', async () => {
    renderList('SUPER ADMIN');
    expect(await cards()).toContain('Sarah Carter');
    await userEvent.type(screen.getByLabelText('Search'), 'mia');
    await waitFor(() =>
      expect(screen.queryAllByRole('article').map((c) => c.getAttribute('aria-label'))).toEqual([
        'Mia Carter',
      ]),
    );
  });

  it('typed search and an Active choice made right after both apply (the typing wait does not undo the choice)', async () => {
    renderList('SUPER ADMIN');
    expect(await cards()).toContain('Sarah Carter');
    const search = screen.getByLabelText('Search');
    fireEvent.change(search, { target: { value: 'dan' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Active' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All' }));
    // Dan is inactive: only under All. Past the typing wait, the list must still be All with the search.
    await waitFor(() =>
      expect(screen.queryAllByRole('article').map((c) => c.getAttribute('aria-label'))).toEqual([
        'Dan Carter',
      ]),
    );
    await new Promise((r) => setTimeout(r, 1200));
    expect(await cards()).toEqual(['Dan Carter']);
    expect(screen.getByRole('combobox', { name: 'Active' })).toHaveTextContent('All');
    expect(search).toHaveValue('dan');
  });

  it('invites a user: picking a division picks its company, Admin with a cap', async () => {
    const calls = renderList('SUPER ADMIN');
    await cards();
    await userEvent.click(screen.getByText('Add New User'));
    const dialog = screen.getByRole('dialog', { name: 'Invite New User' });
    expect(within(dialog).getByRole('radio', { name: 'Read Only' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(within(dialog).getByText('Enter an Email')).toBeInTheDocument();
    expect(within(dialog).getByText('You must select at least one company or division!')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'new@demo.test');
    await userEvent.type(within(dialog).getByLabelText('Maximum Approval Amount'), '50000');
    expect(within(dialog).getByLabelText('Maximum Approval Amount')).toHaveValue('50,000');
    expect(within(dialog).queryByText(/also ticked its company/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'BRI | Bristol' }));
    expect(within(dialog).getByRole('checkbox', { name: 'CPG | Contract Freight' })).toBeChecked();
    // Said at the moment it happens: the company comes too, and with it every division of the company.
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Ticking BRI | Bristol also ticked its company, CPG | Contract Freight. This user will see the ' +
        'applications and activations of every division of CPG | Contract Freight, not only BRI | Bristol.',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'CPG | Contract Freight' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'CPG | Contract Freight' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'BRI | Bristol' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'CPG | Contract Freight' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'BRI | Bristol' }));
    expect(within(dialog).getByRole('checkbox', { name: 'CPG | Contract Freight' })).toBeChecked();
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['BRI | Bristol', 'CPG | Contract Freight', 'UWL | UWL Inc']);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Admin' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      /This Admin will see .* every division of CPG/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Invite has been sent out')).toBeInTheDocument();
    expect(calls).toContainEqual({
      url: '/api/User/inviteUser',
      method: 'POST',
      id: null,
      body: {
        email: 'new@demo.test',
        companies: ['cpg'],
        divisions: ['bri'],
        security: 'ADMIN',
        maximumApprovalAmount: 50000,
        department: '',
      },
    });
  });

  it('a Read Only user has no Add New User and no Delete User; sees unit codes outside their own', async () => {
    renderList('READ ONLY');
    expect(await cards()).toEqual(['Alex Carter', 'Bob Carter', 'Mia Carter', 'Sarah Carter']);
    // MBT is in no list the viewer may switch to: the user comes with their units named (issue 15 item 11).
    expect(within(screen.getByRole('article', { name: 'Mia Carter' })).getByText('MBT')).toBeInTheDocument();
    expect(screen.queryByText(/other/)).toBeNull();
    expect(screen.queryByText('Add New User')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete User' })).toBeNull();
  });
});
