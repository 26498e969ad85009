/**
 * Every form and every step of the forms engine, rendered by the playground with its sample data, at
 * desktop and phone width (issue 3: screenshots of each form and step). Each page must show the step's
 * title and its Next/Submit control; the screenshots are kept in e2e/screenshots/forms/ to be looked at.
 * Not part of `npm test` (docs/e2e-consolidation.md): run it with E2E_FORM_SHOTS=1.
 */
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/fixtures';
import { FORM_KEYS, getFormDefinition } from '@cp/schemas/forms/registry';

/** e2e/screenshots/, wherever Playwright is started from. */
const SHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

const widths = [
  { name: '1280', viewport: { width: 1280, height: 900 } },
  { name: '390', viewport: { width: 390, height: 844 } },
];

// That each step renders with its title is checked without a browser by forms/src/playground/Playground.test.tsx
// (every form, every step); this walk only takes the pictures, so it runs when they are asked for:
//   E2E_FORM_SHOTS=1 npx playwright test tests/forms-screens.spec.ts
test.skip(!process.env.E2E_FORM_SHOTS, 'screenshots of every form step: set E2E_FORM_SHOTS=1 to take them');

for (const key of FORM_KEYS) {
  const { steps } = getFormDefinition(key);
  test(`${key}: every step renders at desktop and phone width`, async ({ page }) => {
    for (const { name, viewport } of widths) {
      await page.setViewportSize(viewport);
      for (let step = 0; step < steps.length; step++) {
        await page.goto(`/playground?form=${key}&mode=wizard&step=${step}&panel=0`);
        await expect(page.getByRole('heading', { name: steps[step].title }).first()).toBeVisible();
        await page.screenshot({ path: `${SHOTS}forms/${key}-step${step}-${name}.png`, fullPage: true });
      }
    }
  });
}
