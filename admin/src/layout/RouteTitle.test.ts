import { titleForPath } from './RouteTitle';

describe('app bar title by route', () => {
  it.each([
    // `/` shows the credit application list (back-office.md §2 'Routes'): its title says so.
    ['/', 'Applications'],
    ['/activations', 'Customer Activations'],
    ['/applications', 'Applications'],
    ['/applications/details/42', 'Applications'],
    ['/companies', 'Companies'],
    ['/divisions/details/7', 'Divisions'],
    ['/users', 'Users'],
    ['/email-log', 'Email log'],
    ['/customers', 'Customers'],
    ['/customers/42', 'Customers'],
    ['/no/such/page', 'Customer Activations'],
  ])('%s -> %s', (path, title) => {
    expect(titleForPath(path)).toBe(title);
  });
});

describe('app bar title for a page the user has no resource for', () => {
  it('a Read Only user at /email-log sees the activations list, so the title says so', () => {
    const readOnly = new Set(['applications', 'activations', 'companies', 'divisions', 'users']);
    expect(titleForPath('/email-log', readOnly)).toBe('Customer Activations');
    expect(titleForPath('/users/details/1', readOnly)).toBe('Users');
  });
});
