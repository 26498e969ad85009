import { defaultTheme } from 'react-admin';
import type { RaThemeOptions } from 'react-admin';
import { reducedMotionBaseline } from '@cp/renderer/reduced-motion';

/**
 * Calm navy and teal; 240 px side menu (back-office.md §9). Every colour that carries white text or sits as
 * text on the page passes WCAG AA (4.5:1): teal #17746d is 5.6:1 with white (the Super Admin chip was 4.18:1
 * on #1f8a82), warning #8d5b0f 5.8:1 (issue 15 item 7).
 */
export const NAVY = '#12355b';
export const TEAL = '#17746d';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: NAVY, light: '#3a5f8a', dark: '#0b2440', contrastText: '#ffffff' },
    secondary: { main: TEAL, light: '#4fb3aa', dark: '#0f5550', contrastText: '#ffffff' },
    background: { default: '#f3f5f8', paper: '#ffffff' },
    // Secondary text (field labels among it) is read on filled inputs, whose hover grey took #5a6b7d down
    // to 4.1:1; #4a5a6b stays above 5.2:1 on every input background and 7:1 on white.
    text: { primary: '#1b2733', secondary: '#4a5a6b' },
    divider: '#e1e6ec',
    success: { main: '#2e7d5b' },
    warning: { main: '#8d5b0f', contrastText: '#ffffff' },
    error: { main: '#c0392b' },
    info: { main: '#2f6fa6' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", "Helvetica Neue", Roboto, Arial, sans-serif',
    h5: { fontWeight: 600, letterSpacing: '-0.01em' },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  sidebar: { width: 240, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    MuiCssBaseline: { styleOverrides: reducedMotionBaseline },
    // A spinner is a progressbar, which needs a name (axe aria-progressbar-name): react-admin's app-bar loading
    // indicator and its Loading page draw one without, shown whenever a query is under way. One given its own
    // name (or aria-hidden beside a text) keeps it.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    // Read-only screens (issue 15 item 8): a disabled icon button's icon takes the theme's disabled colour
    // even when the icon has a colour of its own (the green Approve and red Deny icons of a row); the value
    // is MUI's light palette.action.disabled.
    MuiIconButton: {
      styleOverrides: {
        root: { '&.Mui-disabled .MuiSvgIcon-root': { color: 'rgba(0, 0, 0, 0.26)' } },
      },
    },
    // Tooltips (the reasons of disabled buttons) in solid navy-black: MUI's translucent grey let a light
    // page through and fell under 4.5:1 (axe color-contrast).
    MuiTooltip: {
      styleOverrides: { tooltip: { backgroundColor: '#1b2733', color: '#ffffff' } },
    },
    // An unselected toggle (the form preview's Desktop | Phone) in MUI's 54 % black was 4.47:1 on the page
    // grey; secondary text colour passes there and on hover.
    MuiToggleButton: {
      styleOverrides: { root: { color: '#4a5a6b' } },
    },
    MuiAppBar: {
      styleOverrides: { root: { boxShadow: '0 1px 0 rgba(0,0,0,0.08)' } },
    },
    MuiPaper: {
      styleOverrides: {
        elevation1: { boxShadow: '0 1px 3px rgba(18,53,91,0.08), 0 1px 2px rgba(0,0,0,0.04)' },
      },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderLeft: '3px solid transparent',
          color: '#3c4d60',
          '&.RaMenuItemLink-active': {
            borderLeftColor: TEAL,
            backgroundColor: 'rgba(23,116,109,0.10)',
            color: NAVY,
            fontWeight: 600,
          },
          '& .RaMenuItemLink-icon': { color: 'inherit' },
        },
      },
    },
    // A list's empty state ('No Email log yet.'): react-admin draws it at half opacity, grey on the page's
    // grey under 4.5:1 (axe color-contrast); the text in the theme's secondary text colour instead.
    RaEmpty: {
      styleOverrides: {
        root: { '& .RaEmpty-message': { opacity: 1, color: 'rgba(0, 0, 0, 0.6)' } },
      },
    },
    RaSidebar: {
      styleOverrides: {
        root: {
          '& .RaSidebar-paper': { backgroundColor: '#ffffff', borderRight: '1px solid #e1e6ec' },
        },
      },
    },
  },
};
