import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The console's theme: react-admin's default, with the sidebar of the specification (300 / 55). */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  sidebar: { width: 300, closedWidth: 55 },
  palette: {
    primary: { main: '#1e5a8a' },
    secondary: { main: '#2e7d32' },
  },
};
