import { describe, expect, it } from 'vitest';
import { titleForPath } from './RouteTitle';

describe('titleForPath', () => {
  it('titles each console page by its own name, so the menu marks only its entry as current', () => {
    // An unknown first segment reads as the activations list (back-office.md §2), which also marks the
    // Activations entry current: every page of the menu needs its own title.
    expect(titleForPath('/analytics')).toBe('Analytics');
    expect(titleForPath('/webhooks')).toBe('Webhooks');
    expect(titleForPath('/scorecards')).toBe('Scorecards');
    expect(titleForPath('/')).toBe('Applications');
    expect(titleForPath('/no-such-page')).toBe('Customer Activations');
  });

  it('titles a page the user has no resource for as the activations list', () => {
    expect(titleForPath('/webhooks', new Set(['applications', 'activations']))).toBe('Customer Activations');
  });
});
