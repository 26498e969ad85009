/**
 * Screenshots are for a person to look at (nothing compares them, issue 26 item 5): the suite takes them
 * only when asked, `E2E_SHOTS=1 npx playwright test …`, into folders git ignores. Without it `shot` does
 * nothing, and the helpers that only resize the page for their pictures return at once; every assertion
 * around them runs either way.
 */
import type { Locator, LocatorScreenshotOptions, Page, PageScreenshotOptions } from '@playwright/test';

export const SHOTS_ON = process.env.E2E_SHOTS === '1';

/** `target.screenshot(options)` when screenshots were asked for (E2E_SHOTS=1). */
export async function shot(target: Page, options: PageScreenshotOptions): Promise<void>;
export async function shot(target: Locator, options: LocatorScreenshotOptions): Promise<void>;
export async function shot(target: Page | Locator, options: PageScreenshotOptions): Promise<void> {
  if (SHOTS_ON) await target.screenshot(options);
}
