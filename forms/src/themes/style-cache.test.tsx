/**
 * The customer app's emotion cache (style-cache.ts): its style sheet holds rules about an input's validity only
 * for Firefox (in Chromium they made every keystroke recalculate a text box's style, issue 33), and every other
 * rule as emotion writes it.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
// From the package itself, as the tests pre-bundle it with emotion (vitest.config.ts, browserDeps): then MUI and
// this file share one emotion, and the cache provided here is MUI's.
import { TextField, ThemeProvider } from '@mui/material';
import { render } from '@testing-library/react';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import { baseTheme } from './base-theme';
import { createStyleCache, firefoxOnlyValidityRules } from './style-cache';

/**
 * The rules a cache writes into the document for an outlined MUI text box of our theme (from the style elements'
 * sheets: the tests' pre-bundled emotion inserts rules without text, as in production).
 */
function rulesOf(cache: EmotionCache): string[] {
  const { unmount } = render(
    <CacheProvider value={cache}>
      <ThemeProvider theme={baseTheme}>
        <TextField id="name" label="Company name" required />
      </ThemeProvider>
    </CacheProvider>,
  );
  unmount();
  return [...document.querySelectorAll<HTMLStyleElement>(`style[data-emotion="${cache.key}"]`)].flatMap(
    (style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
  );
}

describe("the customer app's style cache", () => {
  it("writes MUI's text box with its :invalid rule for Firefox only, and every other rule as emotion writes it", () => {
    const ours = rulesOf(createStyleCache());
    // The same box through emotion's default options (another key: both write into this document): MUI's rule
    // is there on its own, for every browser.
    const plain = rulesOf(createCache({ key: 'plain' })).map((rule) => rule.replaceAll('.plain-', '.css-'));
    const validity = (rule: string) => /:(in)?valid\b/.test(rule);
    const [reset, ...none] = plain.filter(validity);
    expect(reset).toMatch(/^\.css-[\w-]+:invalid \{box-shadow: none;\}$/);
    expect(none).toEqual([]);
    // Ours: the same rule inside a block only Firefox supports (Chromium keeps none of its rules), nothing else.
    expect(ours.filter(validity)).toEqual([
      expect.stringMatching(/^@supports \(-moz-appearance: ?none\) ?\{/),
    ]);
    expect(ours.find(validity)).toContain(reset);
    expect(ours.filter((rule) => !validity(rule))).toEqual(plain.filter((rule) => !validity(rule)));
    expect(ours.length).toBeGreaterThan(10);
  });

  it('puts rules about validity in a Firefox-only block, at any depth; a mixed rule keeps its other selectors', () => {
    const css = (source: string) =>
      serialize(compile(source), middleware([firefoxOnlyValidityRules, prefixer, stringify]));
    expect(css('.a{color:red}.a:invalid{box-shadow:none}')).toBe(
      '.a{color:red;}@supports (-moz-appearance:none){.a:invalid{box-shadow:none;}}',
    );
    // Declarations go through the rest of the chain: vendor prefixes too.
    expect(css('.a:valid{user-select:none}')).toBe(
      '@supports (-moz-appearance:none){.a:valid{-webkit-user-select:none;-moz-user-select:none;-ms-user-select:none;user-select:none;}}',
    );
    expect(css('@media (min-width:600px){.a:invalid{outline:0}}')).toBe(
      '@media (min-width:600px){@supports (-moz-appearance:none){.a:invalid{outline:0;}}}',
    );
    expect(css('.b:valid,.c{margin:0}')).toBe('.c{margin:0;}');
    expect(css('form:invalid .d,.d:user-invalid{outline:0}')).toBe('.d:user-invalid{outline:0;}');
    expect(css('.e[data-validity]{color:blue}')).toBe('.e[data-validity]{color:blue;}');
  });
});
