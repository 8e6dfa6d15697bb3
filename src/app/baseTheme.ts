// Reasoning: docs/decisions.md "Notes: src/app/baseTheme.ts"
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { Theme } from '@mui/material';
import { deepmerge } from '@mui/utils';

const PRIMARY = '#1e5a8a';

/** The console's font: MUI's default stack with Noto Sans Tamil before the generic family (issue 39). */
export const FONT_FAMILY = '"Roboto", "Helvetica", "Arial", "Noto Sans Tamil", sans-serif';

/** A checkbox's own props, as MUI hands them to its slot-props callbacks. */
type CheckboxOwnerState = { 'aria-label'?: string; inputProps?: Record<string, unknown> };

/** Accessibility fixes that every page inherits (docs/decisions.md "Quality: accessibility, completeness and the bench (issue 7)")… */
const accessibility: RaThemeOptions = {
  palette: {
    error: { main: '#b71c1c' },
    // White text on MUI's info and warning (#ed6c02, 3.1:1) chips reads below 4.5:1: a status chip in these colours takes darker ones.
    info: { main: '#0277bd' },
    warning: { main: '#b45309' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Specific enough to win over ButtonBase's `outline: 0`…
        'body :focus-visible:not(input):not(textarea)': {
          outline: `2px solid ${PRIMARY}`,
          outlineOffset: 2,
        },
        'header :focus-visible:not(input):not(textarea)': {
          outlineColor: '#ffffff',
        },
      },
    },
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
    RaLoading: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({ '& .RaLoading-message': { color: theme.palette.text.secondary } }),
      },
    },
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: (ownerState: CheckboxOwnerState) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
          input: (ownerState: CheckboxOwnerState) =>
            ownerState['aria-label'] ? { ...ownerState.inputProps, 'aria-label': ownerState['aria-label'] } : { ...ownerState.inputProps },
        },
      },
    },
  },
};

/** The operating system asks for less motion (a setting some people need: motion can make them sick or lose their place). */
const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Less motion for those who ask for it (prefers-reduced-motion: reduce)… */
const reducedMotion = (): RaThemeOptions => ({
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        '@media (prefers-reduced-motion: reduce)': {
          '.MuiTouchRipple-ripple, .MuiTouchRipple-child': { animation: 'none !important' },
        },
      },
    },
  },
  ...(prefersReducedMotion()
    ? {
        transitions: {
          create: () => 'none',
          duration: {
            shortest: 0,
            shorter: 0,
            short: 0,
            standard: 0,
            complex: 0,
            enteringScreen: 0,
            leavingScreen: 0,
          },
        },
      }
    : {}),
});

/** Inputs without a global style each: MUI's InputBase mounts an Emotion <Global> for its autofill keyframes with every input… */
const AUTO_FILL = 'mui-auto-fill';
const AUTO_FILL_CANCEL = 'mui-auto-fill-cancel';
const inputsWithoutGlobalStyles: RaThemeOptions = {
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        [`@keyframes ${AUTO_FILL}`]: { from: { animationName: AUTO_FILL } },
        [`@keyframes ${AUTO_FILL_CANCEL}`]: { from: { animationName: AUTO_FILL_CANCEL } },
      },
    },
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: {
        input: {
          animationName: AUTO_FILL_CANCEL,
          animationDuration: '10ms',
          '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTO_FILL },
        },
      },
    },
  },
};

/** The console's theme without react-admin's page defaults: react-admin's default, with the sidebar of the specification (300 / 55). */
export const baseTheme: RaThemeOptions = deepmerge(
  {
    ...defaultTheme,
    sidebar: { width: 300, closedWidth: 55 },
    // MUI's own stack, then Noto Sans Tamil (src/app/tamilFont.css) for Tamil letters the fonts before it lack.
    typography: { ...(defaultTheme.typography as object), fontFamily: FONT_FAMILY },
    palette: {
      primary: { main: PRIMARY },
      secondary: { main: '#2e7d32' },
    },
  },
  deepmerge(deepmerge(accessibility, reducedMotion()), inputsWithoutGlobalStyles),
);
