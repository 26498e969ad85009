/**
 * Motion for people who asked their system for less (WCAG 2.3.3, `prefers-reduced-motion: reduce`): every
 * transition and animation of MUI and react-admin (dialog and menu fades, drawer slides, ripples, the
 * snackbar's grow) ends at once instead of moving; nothing else changes. The two apps' themes put this in
 * MUI's baseline styles (MuiCssBaseline), so the portal and the console behave alike. Spinners keep turning:
 * they say that something is still under way, and a still one would read as stuck.
 */
export const reducedMotionBaseline = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      transitionDuration: '0s !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important',
    },
    // The press ripple's keyframes; the progress indicators' (infinite) are left as they are.
    '.MuiTouchRipple-root *': { animationDuration: '0s !important' },
  },
} as const;
