import { render, screen, within } from '@testing-library/react';
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
import { UserDetails } from './UserDetails';

const me = (security: Security): SessionUser => ({
  id: 'me',
  email: 'me@demo.test',
  firstName: 'Riley',
  lastName: 'Brooks',
  security,
  maximumApprovalAmount: 0,
  companies: [],
  divisions: ['bri'],
});

const record = (id: string, security: Security, extra: Partial<User> = {}): User =>
  withNames({
    _id: id,
    email: `${id}@demo.test`,
    firstName: 'Riley',
    lastName: 'Brooks',
    active: true,
    companies: [],
    divisions: ['bri'],
    security,
    invite: '',
    maximumApprovalAmount: security === 'READ ONLY' ? 0 : 5000,
    department: 'Sales',
    addDate: '2026-01-01T00:00:00.000Z',
    deleteDate: null,
    units: [],
    ...extra,
  });

/** The user page of `shown` as `viewer` over the real dataProvider; the calls it made. */
function renderPage(viewer: Security, shown: User) {
  const user = me(viewer);
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => user,
  };
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url).endsWith('/getUserById'))
        return new Response(JSON.stringify({ success: true, message: '', data: shown }));
      if (String(url).endsWith('/units/selectable'))
        return new Response(JSON.stringify({ success: true, message: '', data: UNITS }));
      calls.push({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) });
      return new Response(JSON.stringify({ success: true, message: 'Successfully updated user.' }));
    }),
  );
  render(
    <MemoryRouter initialEntries={[`/users/details/${shown._id}`]}>
      <AdminContext store={memoryStore()} authProvider={authProvider} dataProvider={dataProvider}>
        <AbilityContext.Provider value={defineAbilityFor(user)}>
          <UnitsProvider>
            <Routes>
              <Route path="/users/details/:id" element={<UserDetails />} />
            </Routes>
          </UnitsProvider>
          <AppNotification />
        </AbilityContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('user details (back-office.md §2, §6)', () => {
  it('a READ ONLY user edits and saves their own name, and only their name', async () => {
    const calls = renderPage('READ ONLY', record('me', 'READ ONLY'));
    const user = userEvent.setup();
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Rylee');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated user.')).toBeInTheDocument();
    expect(calls).toEqual([
      { url: '/api/User/setUser', body: { _id: 'me', firstName: 'Rylee', lastName: 'Brooks' } },
    ]);
  });

  it('a READ ONLY user sees the names of units outside their own list, never ids (issue 15 item 11)', async () => {
    renderPage('READ ONLY', record('someone-else', 'READ ONLY', { companies: ['mbt'], divisions: ['bri'] }));
    const assigned = await screen.findByRole('list', { name: 'Assigned' });
    await within(assigned).findByRole('checkbox', { name: 'BRI | Bristol' });
    expect(
      within(assigned)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['BRI | Bristol', 'MBT | Middle Bay (inactive)']);
    expect(screen.queryByText('mbt')).toBeNull();
  });

  it('an empty name is refused before calling the server', async () => {
    const calls = renderPage('ADMIN', record('me', 'ADMIN'));
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Last name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it.each([
    ['READ ONLY', false],
    ['ADMIN', false],
    ['SUPER ADMIN', true],
  ] as const)("%s on someone else's record: editable and Save enabled: %s", async (security, enabled) => {
    renderPage(security, record('someone-else', 'ADMIN'));
    const first = await screen.findByLabelText('First name');
    const save = screen.getByRole('button', { name: 'Save' });
    const adminButton = screen.getByRole('button', { name: 'Admin' });
    if (enabled) {
      expect(save).toBeEnabled();
      expect(first).not.toHaveAttribute('readonly');
      expect(adminButton).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Move all left' })).toBeEnabled();
      expect(screen.getByLabelText('Maximum Approval Amount')).toBeEnabled();
    } else {
      expect(save).toBeDisabled();
      expect(first).toHaveAttribute('readonly');
      expect(adminButton).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Move all left' })).toBeDisabled();
      expect(screen.getByLabelText('Maximum Approval Amount')).toBeDisabled();
    }
  });

  it('a super admin cannot change their own amount, department or active flag', async () => {
    renderPage('SUPER ADMIN', record('me', 'SUPER ADMIN'));
    expect(await screen.findByLabelText('Maximum Approval Amount')).toBeDisabled();
    expect(screen.getByLabelText('Department')).toBeDisabled();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Active|Inactive/ })).toBeNull();
  });

  it('hides the active switch of an invited user who has not registered', async () => {
    renderPage('SUPER ADMIN', record('invited', 'READ ONLY', { active: false, invite: 'pending' }));
    await screen.findByLabelText('First name');
    expect(screen.queryByLabelText('Inactive')).toBeNull();
  });

  it("saving an invited user's role leaves the hidden active flag out (switching off voids an invitation)", async () => {
    const calls = renderPage(
      'SUPER ADMIN',
      record('invited', 'READ ONLY', { active: false, invite: 'pending' }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Admin' }));
    await user.type(screen.getByLabelText('Maximum Approval Amount'), '5000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated user.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/api/User/setUser', body: { _id: 'invited', security: 'ADMIN' } });
    expect(calls[0].body).not.toHaveProperty('active');
  });

  it('a super admin saves role, cap, department, active flag and units of another user', async () => {
    const calls = renderPage('SUPER ADMIN', record('other', 'READ ONLY'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Admin' }));
    const amount = screen.getByLabelText('Maximum Approval Amount');
    await user.type(amount, '12a5000');
    expect(amount).toHaveValue('125,000');
    await user.click(screen.getByLabelText('Active'));
    // Transfer list: UWL to the right, then BRI back to the left.
    await user.click(await screen.findByRole('checkbox', { name: 'UWL | UWL Inc' }));
    await user.click(screen.getByRole('button', { name: 'Move selected right' }));
    await user.click(screen.getByRole('checkbox', { name: 'BRI | Bristol' }));
    await user.click(screen.getByRole('button', { name: 'Move selected left' }));
    const assigned = screen.getByRole('list', { name: 'Assigned' });
    expect(
      within(assigned)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['UWL | UWL Inc']);
    const security = screen.getByRole('region', { name: 'Security' });
    expect(within(security).getByRole('button', { name: 'Admin' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated user.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/api/User/setUser',
      body: {
        _id: 'other',
        security: 'ADMIN',
        maximumApprovalAmount: 125000,
        department: 'Sales',
        active: false,
        companies: ['uwl'],
        divisions: [],
      },
    });
  });
});
