import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import type { AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { defineAbilityFor } from '@cp/schemas/permissions/ability';
import type { Security, SessionUser } from '@cp/schemas/permissions/types';
import { AbilityContext } from '../auth/AbilityContext';
import { AppNotification } from '../layout/AppNotification';
import { NameForm } from './NameForm';

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

function renderForm(security: Security, recordId: string) {
  const user = me(security);
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
      calls.push({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) });
      return new Response(JSON.stringify({ success: true, message: 'Successfully updated user.' }));
    }),
  );
  render(
    <MemoryRouter>
      <AdminContext store={memoryStore()} authProvider={authProvider}>
        <AbilityContext.Provider value={defineAbilityFor(user)}>
          <NameForm
            user={{ _id: recordId, firstName: 'Riley', lastName: 'Brooks' }}
            onSaved={() => undefined}
          />
          <AppNotification />
        </AbilityContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('own name on the user page', () => {
  it('a READ ONLY user edits and saves their own name', async () => {
    const calls = renderForm('READ ONLY', 'me');
    const user = userEvent.setup();
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Rylee');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully updated user.')).toBeInTheDocument();
    expect(calls).toEqual([
      { url: '/api/User/setUser', body: { _id: 'me', firstName: 'Rylee', lastName: 'Brooks' } },
    ]);
  });

  it('an empty name is refused before calling the server', async () => {
    const calls = renderForm('ADMIN', 'me');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Last name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it.each([
    ['READ ONLY', false],
    ['ADMIN', false],
    ['SUPER ADMIN', true],
  ] as const)("%s on someone else's record: editable and Save enabled: %s", (security, enabled) => {
    renderForm(security, 'someone-else');
    const save = screen.getByRole('button', { name: 'Save' });
    if (enabled) expect(save).toBeEnabled();
    else expect(save).toBeDisabled();
    if (enabled) expect(screen.getByLabelText('First name')).not.toHaveAttribute('readonly');
    else expect(screen.getByLabelText('First name')).toHaveAttribute('readonly');
  });
});
