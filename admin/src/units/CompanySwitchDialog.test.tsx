import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import type { AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { SessionUser } from '@cp/schemas/permissions/types';
import { COOKIE, deleteCookie, getCookie, setCookie } from '../auth/cookies';
import { CompanySwitchDialog } from './CompanySwitchDialog';
import { UnitsProvider } from './UnitsContext';

const READ_ONLY: SessionUser = {
  id: 'u',
  email: 'readonly@demo.test',
  firstName: 'Riley',
  lastName: 'Brooks',
  security: 'READ ONLY',
  maximumApprovalAmount: 0,
  companies: [],
  divisions: ['bri', 'mbt'],
};

const SELECTABLE = [
  { id: 'ALL', code: 'ALL', name: 'All', kind: 'all', parentId: null },
  { id: 'mbt', code: 'MBT', name: 'Middle Bay', kind: 'division', parentId: 'cpg' },
  { id: 'bri', code: 'BRI', name: 'Bristol', kind: 'division', parentId: 'cpg' },
  // Not assigned to this user: never offered even if an answer lists it.
  { id: 'uwl', code: 'UWL', name: 'United Warehouse Logistics', kind: 'company', parentId: null },
];

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => READ_ONLY,
};

beforeEach(() => {
  deleteCookie(COOKIE.selectedCompany);
  deleteCookie(COOKIE.selectedDivision);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, data: SELECTABLE }))),
  );
});
afterEach(() => vi.unstubAllGlobals());

it('requires a choice, offers All plus the assigned units, and stores the choice', async () => {
  const onSwitched = vi.fn();
  render(
    <MemoryRouter>
      <AdminContext store={memoryStore()} authProvider={authProvider}>
        <UnitsProvider>
          <CompanySwitchDialog open onClose={() => undefined} onSwitched={onSwitched} />
        </UnitsProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Switch' }));
  expect(screen.getByText('You must select a company | division!')).toBeInTheDocument();
  expect(onSwitched).not.toHaveBeenCalled();

  const select = screen.getByRole('combobox', { name: /Company \/ Division/ });
  await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'));
  await user.click(select);
  const options = within(screen.getByRole('listbox')).getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['All (ALL)', 'BRI · Bristol', 'MBT · Middle Bay']);

  await user.click(options[2]);
  await user.click(screen.getByRole('button', { name: 'Switch' }));
  expect(onSwitched).toHaveBeenCalledWith({ kind: 'division', id: 'mbt' });
  expect(getCookie(COOKIE.selectedDivision)).toBe('mbt');
  expect(getCookie(COOKIE.selectedCompany)).toBe('cpg');
});

it('opens on the current choice (issue 15 item 11)', async () => {
  setCookie(COOKIE.selectedCompany, 'cpg');
  setCookie(COOKIE.selectedDivision, 'bri');
  render(
    <MemoryRouter>
      <AdminContext store={memoryStore()} authProvider={authProvider}>
        <UnitsProvider>
          <CompanySwitchDialog open onClose={() => undefined} onSwitched={() => undefined} />
        </UnitsProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  const select = await screen.findByRole('combobox', { name: /Company \/ Division/ });
  await waitFor(() => expect(select).toHaveTextContent('BRI · Bristol'));
});
