/**
 * What the sign-in page is drawn in, before the console's code and in the console's /login route
 * alike: the console's base theme (no ra-core, src/app/baseTheme.ts), MUI's baseline and the
 * page's language with its switch.
 */
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { baseTheme } from '../baseTheme';
import { LoginLanguage } from './LoginLanguage';

const signInTheme = createTheme(baseTheme);

export const SignInFrame = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={signInTheme}>
    <CssBaseline />
    <LoginLanguage>{children}</LoginLanguage>
  </ThemeProvider>
);
