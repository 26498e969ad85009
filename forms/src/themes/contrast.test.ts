/** Issue 15 item 7: text on the portal's filled banners passes WCAG AA (4.5:1) in every division theme. */
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COLOURS, divisionTheme, type ThemeKey } from './division-theme';

const KEYS = Object.keys(DEFAULT_COLOURS) as ThemeKey[];
const SEVERITIES = ['success', 'info', 'warning', 'error'] as const;

describe('filled alert colours', () => {
  it.each(KEYS.flatMap((key) => SEVERITIES.map((severity) => [key, severity] as const)))(
    '%s theme, %s banner: its text colour on its background is at least 4.5:1',
    (key, severity) => {
      const { main, contrastText } = divisionTheme(key).palette[severity];
      expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('keyboard focus ring (issue 15 item 6)', () => {
  it.each(KEYS)('%s theme: buttons, radios and checkboxes show a ring of at least 3:1', (key) => {
    const theme = divisionTheme(key, { primary: '#ffcc00' });
    const root = theme.components?.MuiButtonBase?.styleOverrides?.root as Record<string, { outline: string }>;
    const outline = root['&.Mui-focusVisible'].outline;
    const colour = outline.match(/#[0-9a-f]{6}/i)?.[0] ?? '';
    expect(outline).toMatch(/^[2-9]px solid /);
    for (const background of [theme.palette.background.default, theme.palette.background.paper])
      expect(getContrastRatio(colour, background)).toBeGreaterThanOrEqual(3);
  });
});
