import { createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';
import { reducedMotionBaseline } from '@cp/renderer/reduced-motion';

/**
 * The keyboard focus ring of buttons, radios, checkboxes and links: a near-black outline outside the control,
 * 17:1 on the white and grey page backgrounds (WCAG 2.4.11 asks 3:1), whatever the division's colours.
 */
export const FOCUS_RING = '#111827';
const focusRing = { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 };

/** The portal's look; division themes only change the palette (themes/division-theme.ts). */
export function makeTheme(primary = '#0b3d5c', secondary = '#f5a623'): Theme {
  // Headings shrink on phones (390 px) instead of wrapping word by word.
  return responsiveFontSizes(
    createTheme({
      palette: {
        primary: { main: primary },
        secondary: { main: secondary },
        background: { default: '#f4f6f8' },
        // Filled alerts put white text on these (the login banners): MUI's defaults give 3.11:1 (warning
        // #ed6c02) and 3.86:1 (info #0288d1); these darker shades pass WCAG AA's 4.5:1 (5.02 and 4.80).
        warning: { main: '#b45309' },
        info: { main: '#0277bd' },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        button: { fontWeight: 600 },
      },
      components: {
        MuiCssBaseline: { styleOverrides: reducedMotionBaseline },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
        MuiLink: { styleOverrides: { root: { '&:focus-visible': focusRing } } },
        MuiTextField: { defaultProps: { size: 'medium' } },
      },
    }),
  );
}

export const baseTheme = makeTheme();
