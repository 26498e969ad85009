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
