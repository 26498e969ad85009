/**
 * The customer app's emotion cache (style-cache.ts): its style sheet holds no rule about an input's validity,
 * which made Chromium recalculate a text box's style on every keystroke (issue 33), and keeps every other rule.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
// From the package itself, as the tests pre-bundle it with emotion (vitest.config.ts, browserDeps): then MUI and
// this file share one emotion, and the cache provided here is MUI's.
import { TextField, ThemeProvider } from '@mui/material';
import { render } from '@testing-library/react';
import { compile, middleware, serialize, stringify } from 'stylis';
import { baseTheme } from './base-theme';
import { createStyleCache, withoutValidityRules } from './style-cache';

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
  it("writes MUI's text box without its :invalid rule, and every other rule as emotion writes it", () => {
    const ours = rulesOf(createStyleCache());
    // The same box through emotion's default options (another key: both write into this document): MUI's rule
    // is there, what the plugin takes away.
    const plain = rulesOf(createCache({ key: 'plain' })).map((rule) => rule.replaceAll('.plain-', '.css-'));
    const validity = (rule: string) => /:(in)?valid\b/.test(rule);
    expect(plain.filter(validity)).toEqual([
      expect.stringMatching(/^\.css-[\w-]+:invalid \{box-shadow: none;\}$/),
    ]);
    expect(ours.filter(validity)).toEqual([]);
    expect(ours).toEqual(plain.filter((rule) => !validity(rule)));
    expect(ours.length).toBeGreaterThan(10);
  });

  it('drops only the selectors about validity, keeping the rest of a rule', () => {
    const css = (source: string) => serialize(compile(source), middleware([withoutValidityRules, stringify]));
    expect(css('.a{color:red}.a:invalid{box-shadow:none}')).toBe('.a{color:red;}');
    expect(css('.b:valid,.c{margin:0}')).toBe('.c{margin:0;}');
    expect(css('form:invalid .d,.d:user-invalid{outline:0}')).toBe('.d:user-invalid{outline:0;}');
    expect(css('.e[data-validity]{color:blue}')).toBe('.e[data-validity]{color:blue;}');
  });
});
