import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { Theme } from '@mui/material';
import { deepmerge } from '@mui/utils';
import { RECORD_PAGE_DEFAULTS } from '../common/RecordLoadError';

const PRIMARY = '#1e5a8a';

/** The console's font: MUI's default stack with Noto Sans Tamil before the generic family (issue 39). */
export const FONT_FAMILY = '"Roboto", "Helvetica", "Arial", "Noto Sans Tamil", sans-serif';

/** A checkbox's own props, as MUI hands them to its slot-props callbacks. */
type CheckboxOwnerState = { 'aria-label'?: string; inputProps?: Record<string, unknown> };

/**
 * Accessibility fixes that every page inherits (docs/decisions.md "Accessibility"):
 * - a visible focus ring on whatever the keyboard reaches;
 * - a checkbox given an aria-label (react-admin's "Select this row") carries it on its input,
 *   where it names the control, instead of on the wrapping span where it is prohibited;
 * - an error red dark enough for 4.5:1 on the form toolbar's grey (the Delete button), info and
 *   warning colours dark enough for white chip text;
 * - spinners and progress bars named "Loading" unless they say more, and react-admin's loading
 *   page's "Please wait" in a grey that reads (4.5:1).
 */
const accessibility: RaThemeOptions = {
  palette: {
    error: { main: '#b71c1c' },
    // White text on MUI's info (#0288d1, 3.9:1) and warning (#ed6c02, 3.1:1) chips reads below
    // 4.5:1: a status chip in these colours (a notification Sending or Canceled) takes darker ones.
    info: { main: '#0277bd' },
    warning: { main: '#b45309' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Specific enough to win over ButtonBase's `outline: 0`; text inputs keep their own
        // focused underline, and hidden checkbox/radio inputs their focus ripple.
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

/**
 * Less motion for those who ask for it (prefers-reduced-motion: reduce):
 * - MUI's transitions take no time: dialogs and menus show at once instead of fading or growing
 *   in, the sidebar does not slide, hover and focus colours change at once (read when the console
 *   loads);
 * - the ripple of a pressed or focused control stands still instead of spreading and pulsing; a
 *   focused checkbox or radio keeps its ring, which is its focus indicator (follows the setting as
 *   it changes).
 * The end-to-end tests run with this setting (tests/e2e/browser.ts), so what they check is what
 * stays on screen, not a frame of a fade.
 */
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

/**
 * Every edit and show page, hand-written or generated: a record the API cannot read (404 or
 * otherwise) draws a page that says so, instead of react-admin's redirect to the list with a lone
 * notification (src/common/RecordLoadError.tsx, docs/decisions.md "Not found").
 */
const recordPages: RaThemeOptions = {
  components: {
    RaEdit: { defaultProps: RECORD_PAGE_DEFAULTS },
    RaShow: { defaultProps: RECORD_PAGE_DEFAULTS },
  },
};

/**
 * Inputs without a global style each: MUI's InputBase mounts an Emotion <Global> for its autofill
 * keyframes with every input, and each mount searches the whole document for its style tag (a
 * form of sixty inputs searched sixty times; the largest cost of drawing a big form in the tests'
 * jsdom). MUI's `disableInjectingGlobalStyles` turns that off; the keyframes are declared once
 * here in the baseline and the input keeps its autofill animation, so a browser's autofill still
 * lifts the label (the behaviour MUI's own styles give).
 */
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

/** The console's theme: react-admin's default, with the sidebar of the specification (300 / 55). */
export const theme: RaThemeOptions = deepmerge(
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
  deepmerge(deepmerge(deepmerge(accessibility, reducedMotion()), recordPages), inputsWithoutGlobalStyles),
);
