import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { prefixer } from 'stylis';

/** A selector that holds `:valid` or `:invalid` (not `:user-invalid` and the like). */
const VALIDITY = /:(?:in)?valid\b/;

/**
 * Leaves out of the page's style sheet every rule whose selector is about an input's validity (`:valid`,
 * `:invalid`). Chromium marks an input's validity as needing a check on every change of its value and, when any
 * rule of the page uses those pseudo-classes, recalculates the input's style for it: on each keystroke, twice.
 * The only such rule on the customer pages is MUI's `input:invalid { box-shadow: none }` (it takes away the red
 * glow Firefox once gave invalid inputs), which nothing shows here: every form of the customer app is
 * `novalidate`, and the browsers show no native invalid state in such forms. Issue 33, budget 1: the style
 * recalculation was about a third of a keystroke's script in a MUI text box (README, 'Keystroke on the
 * trade-references step').
 */
export const withoutValidityRules: StylisPlugin = (element) => {
  if (element.type !== 'rule') return;
  const selectors = element.props as string[];
  const kept = selectors.filter((selector) => !VALIDITY.test(selector));
  if (kept.length === selectors.length) return;
  if (kept.length > 0) element.props = kept;
  // stylis writes nothing for a comment: the rule and its declarations are gone.
  else element.type = 'comm';
};

/**
 * The customer app's emotion cache, the same in the browser (main.tsx) and on the server (server-view.tsx), so
 * both write the same style sheet: emotion's own (key `css`, vendor prefixes) without validity rules.
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [withoutValidityRules, prefixer] });
}
