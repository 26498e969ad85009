/**
 * Every step of every form opens in the playground's wizard with its title (moved from e2e forms-screens.spec,
 * which now only takes the screenshots, on request: docs/e2e-consolidation.md).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { FORM_KEYS, getFormDefinition } from '@cp/schemas/forms/registry';
import Playground from './Playground';

describe('playground wizard steps', () => {
  it.each(FORM_KEYS)(
    '%s: each step opens on its own title',
    async (key) => {
      const { steps } = getFormDefinition(key);
      for (let step = 0; step < steps.length; step++) {
        window.history.replaceState(null, '', `/playground?form=${key}&mode=wizard&step=${step}&panel=0`);
        render(<Playground />);
        expect(
          (await screen.findAllByRole('heading', { name: steps[step].title }, { timeout: 10_000 }))[0],
        ).toBeInTheDocument();
        cleanup();
      }
    },
    120_000,
  );
});
