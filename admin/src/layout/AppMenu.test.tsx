import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { defineAbilityFor } from '@cp/schemas/permissions/ability';
import type { Security, SessionUser } from '@cp/schemas/permissions/types';
import { AbilityContext } from '../auth/AbilityContext';
import { AppMenu } from './AppMenu';
import { theme } from './theme';

const user = (security: Security): SessionUser => ({
  id: 'u1',
  email: 'someone@demo.test',
  firstName: 'Some',
  lastName: 'One',
  security,
  maximumApprovalAmount: 10000,
  companies: ['c1'],
  divisions: [],
});

function renderMenu(security: Security, open = true) {
  return render(
    <MemoryRouter initialEntries={['/users']}>
      <AdminContext store={memoryStore({ 'sidebar.open': open })} theme={theme}>
        <AbilityContext.Provider value={defineAbilityFor(user(security))}>
          <AppMenu />
        </AbilityContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
}

const entries = (): string[] => screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');

describe('side menu per role', () => {
  it.each([
    [
      'READ ONLY',
      ['Applications', 'Activations', 'Customers', 'Reviews', 'Reasons requested', 'Users', 'Analytics'],
    ],
    [
      'ADMIN',
      [
        'Applications',
        'Activations',
        'Customers',
        'Reviews',
        'Reasons requested',
        'AR import',
        'Users',
        'Scorecards',
        'Analytics',
      ],
    ],
    [
      'SUPER ADMIN',
      [
        'Applications',
        'Activations',
        'Customers',
        'Reviews',
        'Reasons requested',
        'AR import',
        'Companies',
        'Divisions',
        'Users',
        'Email log',
        'Sanctions lists',
        'Scorecards',
        'Analytics',
        'Webhooks',
        'Forms',
      ],
    ],
  ] as const)('%s sees %j', (security, expected) => {
    renderMenu(security);
    expect(entries()).toEqual(expected);
  });

  it('links each entry to its route', () => {
    renderMenu('SUPER ADMIN');
    const hrefs = screen.getAllByRole('menuitem').map((item) => item.getAttribute('href'));
    expect(hrefs).toEqual([
      '/applications',
      '/activations',
      '/customers',
      '/reviews',
      '/reasons-requests',
      '/ar-imports',
      '/companies',
      '/divisions',
      '/users',
      '/email-log',
      '/sanctions',
      '/scorecards',
      '/analytics',
      '/webhooks',
      '/form-definitions',
    ]);
  });

  it('shows the version label, shorter when collapsed', () => {
    const { unmount } = renderMenu('ADMIN');
    expect(screen.getByText('Version 2.0.23')).toBeInTheDocument();
    unmount();
    renderMenu('ADMIN', false);
    expect(screen.getByText('2.0.23')).toBeInTheDocument();
  });
});
