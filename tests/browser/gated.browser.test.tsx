/**
 * A control behind a permission inside something clickable (src/common/Gated.tsx): while the answer
 * is pending it is drawn but inert — no click or Enter / Space reaches it or the row around it, and
 * a list item that is a link is not followed; allowed it acts; denied it gives way to its plain form.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gated, PendingControl } from '../../src/common/Gated';
import type { Access } from '../../src/common/access';

const renderInRow = (access: Access) => {
  const row = vi.fn();
  const act = vi.fn();
  render(
    <div role="row" tabIndex={0} onClick={row} onKeyDown={row}>
      <Gated access={access} denied={<span>Plain</span>}>
        <button type="button" onClick={act}>
          Change
        </button>
      </Gated>
    </div>,
  );
  return { row, act };
};

describe('Gated', () => {
  it('pending: drawn disabled for assistive technology; a click or Enter / Space acts on nothing', async () => {
    const { row, act } = renderInRow('pending');
    const button = screen.getByRole('button', { name: 'Change' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('tabindex', '-1');
    const user = userEvent.setup();
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(act).not.toHaveBeenCalled();
    expect(row).not.toHaveBeenCalled();
  });

  it('allowed: the control as it is, acting', async () => {
    const { row, act } = renderInRow('allowed');
    const button = screen.getByRole('button', { name: 'Change' });
    expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.setup().click(button);
    expect(act).toHaveBeenCalledTimes(1);
    // The control's own business whether the row hears it (it stops it where it opens a dialog).
    expect(row).toHaveBeenCalledTimes(1);
  });

  it('denied: the plain form instead', () => {
    renderInRow('denied');
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
    expect(screen.getByText('Plain')).toBeInTheDocument();
  });

  it('a pending control inside a link (a small-screen list item) does not follow the link', () => {
    render(
      <a href="/1/listing/1/show">
        <PendingControl>
          <span>Pending</span>
        </PendingControl>
      </a>,
    );
    // fireEvent answers false when the click's default action was prevented.
    expect(fireEvent.click(screen.getByText('Pending'))).toBe(false);
  });
});
