/**
 * The accessibility fixes every page inherits: the page title is the one h1 (src/app/TitleHeading),
 * and the theme's checkbox labels and loading names (src/app/theme.ts).
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Checkbox, CircularProgress, LinearProgress, ThemeProvider, createTheme, getContrastRatio } from '@mui/material';
import { grey } from '@mui/material/colors';
import { useState } from 'react';
import { TitleHeading, syncTitleHeading } from '../../src/app/TitleHeading';
import { theme } from '../../src/app/theme';

const dom = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

describe('syncTitleHeading: the title is the h1 of a page that has none', () => {
  it('a page without an h1 of its own: the title becomes the level-one heading', () => {
    const root = dom('<div id="t">Document Types</div><main><table></table></main>');
    const title = root.querySelector<HTMLElement>('#t')!;
    syncTitleHeading(title, root);
    expect(title.getAttribute('role')).toBe('heading');
    expect(title.getAttribute('aria-level')).toBe('1');
  });

  it('a page with its own h1 (the dashboard, Access denied): the title is plain text', () => {
    const root = dom('<div id="t" role="heading" aria-level="1">Dashboard</div><main><h1>Dashboard</h1></main>');
    const title = root.querySelector<HTMLElement>('#t')!;
    syncTitleHeading(title, root);
    expect(title.hasAttribute('role')).toBe(false);
    expect(title.hasAttribute('aria-level')).toBe(false);
  });

  it('an empty title (the error page inside the layout) is no heading', () => {
    const root = dom('<div id="t">  </div><main></main>');
    const title = root.querySelector<HTMLElement>('#t')!;
    syncTitleHeading(title, root);
    expect(title.hasAttribute('role')).toBe(false);
  });
});

describe('TitleHeading follows the page as it changes', () => {
  const Page = () => {
    const [own, setOwn] = useState(false);
    return (
      <>
        <TitleHeading />
        <main>
          {own && <h1>Access denied</h1>}
          <button onClick={() => setOwn(o => !o)}>toggle</button>
        </main>
      </>
    );
  };

  it('one h1 at every moment: the title, then the page’s own, then the title again', async () => {
    render(<Page />);
    document.getElementById('react-admin-title')!.textContent = 'Plots';
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Plots'));
    screen.getByRole('button', { name: 'toggle' }).click();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Access denied'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    screen.getByRole('button', { name: 'toggle' }).click();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Plots'));
  });
});

describe('the theme', () => {
  const muiTheme = createTheme(theme);

  it("puts a checkbox's aria-label on its input (react-admin's row checkboxes), not on the span", () => {
    render(
      <ThemeProvider theme={muiTheme}>
        <Checkbox aria-label="Select this row" />
      </ThemeProvider>,
    );
    const input = screen.getByRole('checkbox', { name: 'Select this row' });
    expect(input.tagName).toBe('INPUT');
    expect(input.closest('span')!.hasAttribute('aria-label')).toBe(false);
  });

  it('keeps the inputProps and slotProps of a checkbox that has no aria-label', () => {
    render(
      <ThemeProvider theme={muiTheme}>
        <Checkbox inputProps={{ 'aria-label': 'Select all', name: 'all' }} />
        <Checkbox slotProps={{ input: { 'aria-label': 'Loan requirement document' } }} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute('name', 'all');
    expect(screen.getByRole('checkbox', { name: 'Loan requirement document' })).toBeInTheDocument();
  });

  it('names spinners and progress bars "Loading" unless they say more', () => {
    render(
      <ThemeProvider theme={muiTheme}>
        <CircularProgress />
        <LinearProgress />
        <CircularProgress aria-label="Signing in" />
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('progressbar', { name: 'Loading' })).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Signing in' })).toBeInTheDocument();
  });

  it("an error red readable (4.5:1) on react-admin's form toolbar grey, where Delete sits", () => {
    expect(getContrastRatio(muiTheme.palette.error.main, grey[300])).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(muiTheme.palette.error.main, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
