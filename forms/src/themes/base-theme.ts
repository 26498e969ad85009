import { createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';

/** The portal's look; division themes only change the palette (themes/division-theme.ts). */
export function makeTheme(primary = '#0b3d5c', secondary = '#f5a623'): Theme {
  // Headings shrink on phones (390 px) instead of wrapping word by word.
  return responsiveFontSizes(
    createTheme({
      palette: {
        primary: { main: primary },
        secondary: { main: secondary },
        background: { default: '#f4f6f8' },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        button: { fontWeight: 600 },
      },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiTextField: { defaultProps: { size: 'medium' } },
      },
    }),
  );
}

export const baseTheme = makeTheme();
