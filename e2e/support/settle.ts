/** Waiting for the page to be still, instead of fixed pauses. */
import type { Page } from '@playwright/test';

/**
 * Resolves once no CSS animation or transition is running (a tooltip, ripple, hover colour or drawer still
 * fading would be measured half way by axe or a screenshot). Infinite ones (spinners) are left aside.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}
