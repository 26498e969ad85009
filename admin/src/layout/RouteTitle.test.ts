import { titleForPath } from './RouteTitle';

describe('app bar title by route', () => {
  it.each([
    ['/', 'Customer Activations'],
    ['/activations', 'Customer Activations'],
    ['/applications', 'Applications'],
    ['/applications/details/42', 'Applications'],
    ['/companies', 'Companies'],
    ['/divisions/details/7', 'Divisions'],
    ['/users', 'Users'],
    ['/email-log', 'Email log'],
    ['/no/such/page', 'Customer Activations'],
  ])('%s -> %s', (path, title) => {
    expect(titleForPath(path)).toBe(title);
  });
});
