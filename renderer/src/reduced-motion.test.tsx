/**
 * The reduced-motion baseline (reduced-motion.ts) as MUI writes it into the page: under the media query
 * only, every transition ends at once and the ripple's keyframes take no time; the spinners' animation is
 * not touched. (e2e/tests/reduced-motion.spec.ts sees both apps in a browser with and without the preference.)
 */
import { render } from '@testing-library/react';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { reducedMotionBaseline } from './reduced-motion';

const styles = () => [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');

describe('the reduced-motion baseline', () => {
  it('is written under prefers-reduced-motion only, for transitions and the ripple', () => {
    const theme = createTheme({
      components: { MuiCssBaseline: { styleOverrides: reducedMotionBaseline } },
    });
    render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
      </ThemeProvider>,
    );
    const css = styles().replace(/\s+/g, '');
    const media = css.slice(css.indexOf('@media(prefers-reduced-motion:reduce)'));
    expect(media).not.toBe(css);
    expect(media).toContain('transition-duration:0s!important');
    expect(media).toContain('transition-delay:0s!important');
    expect(media).toContain('scroll-behavior:auto!important');
    expect(media).toMatch(/\.MuiTouchRipple-root\*\{[^}]*animation-duration:0s!important/);
    // No rule stops animations in general: the progress indicators keep turning.
    expect(css).not.toMatch(/\*,\*::before,\*::after\{[^}]*animation-duration/);
  });
});
