/** An unexpected crash shows 'Application error' with a way back, not a blank screen. */
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppErrorBoundary } from '../../src/app/ErrorPage';

const Bomb = ({ explode }: { explode: boolean }) => {
  if (explode) throw new Error('Cannot read properties of undefined');
  return <p>All good</p>;
};

const Harness = () => {
  const [explode] = useState(true);
  return <Bomb explode={explode} />;
};

describe('AppErrorBoundary', () => {
  it("shows 'Application error', the reason and the ways back", async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Harness />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Application error' })).toBeVisible();
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    spy.mockRestore();
  });

  it('renders its children when nothing crashes', () => {
    render(
      <AppErrorBoundary>
        <Bomb explode={false} />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.queryByText('Application error')).not.toBeInTheDocument();
  });

  it('"Try again" renders the page again', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let explode = true;
    const Flaky = () => <Bomb explode={explode} />;
    render(
      <AppErrorBoundary>
        <Flaky />
      </AppErrorBoundary>,
    );
    explode = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
    spy.mockRestore();
  });
});
