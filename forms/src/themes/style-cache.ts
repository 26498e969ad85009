import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { COMMENT, prefixer, RULESET, serialize, type Element, type Middleware } from 'stylis';

/** A selector that holds `:valid` or `:invalid` (not `:user-invalid` and the like). */
const VALIDITY = /:(?:in)?valid\b/;

/** Firefox alone supports it (Chromium and WebKit never did): the condition of the rules only Firefox needs. */
const FIREFOX_ONLY = '@supports (-moz-appearance:none)';

/**
 * Keeps rules about an input's validity (`:valid`, `:invalid`) away from Chromium. Chromium marks an input's
 * validity as needing a check on every change of its value and, when any rule of the page uses those
 * pseudo-classes, recalculates the input's style for it: on each keystroke, twice (0.11-0.18 ms of a keystroke
 * of about 1.1 ms in bench:peers; issue 33, README 'Keystroke on the trade-references step'). Chromium keeps no
 * rule of an `@supports` block whose condition it does not support, so such a rule goes into a block only
 * Firefox supports. The only one on the customer pages is MUI's `input:invalid { box-shadow: none }`, which takes
 * away the red glow Firefox gives a required box the customer emptied (Chromium and WebKit draw none): Firefox
 * keeps it. A rule that mixes validity selectors with others loses the validity ones (there is none here).
 */
export const firefoxOnlyValidityRules: Middleware = (element, _index, _children, callback) => {
  if (element.type !== RULESET) return;
  const selectors = [element.props].flat();
  const others = selectors.filter((selector) => !VALIDITY.test(selector));
  if (others.length === selectors.length) return;
  if (others.length > 0) {
    element.props = others;
    return;
  }
  // The rule's declarations through the whole chain (vendor prefixes included), inside the Firefox-only block.
  const declarations = serialize(element.children as Element[], callback);
  const rule = `${FIREFOX_ONLY}{${selectors.join(',')}{${declarations}}}`;
  // stylis writes nothing more for a comment; the browser's cache inserts `return`, the server's the string
  // returned, which a parent at-rule's text holds too.
  element.type = COMMENT;
  element.return = rule;
  return rule;
};

/**
 * One list for every cache: emotion's server rendering keeps the rules it compiled per plugin list (by the list's
 * identity), so each link page the server renders reuses those of the pages before it instead of compiling again.
 */
const PLUGINS: StylisPlugin[] = [firefoxOnlyValidityRules, prefixer];

/**
 * The customer app's emotion cache, the same in the browser (main.tsx) and on the server (server-view.tsx), so
 * both write the same style sheet: emotion's own (key `css`, vendor prefixes) with validity rules for Firefox only.
 */

export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: PLUGINS });
}
