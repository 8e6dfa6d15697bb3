/** A message that arrives while another is shown takes its place at once (src/app/AppNotification.tsx). */
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, useNotify } from 'react-admin';
import { AppNotification } from '../../src/app/AppNotification';
import { theme } from '../../src/app/theme';

/** The page's notify, called as a save's outcome calls it (not from a click: a click elsewhere closes a message anyway). */
let notify: ReturnType<typeof useNotify>;
const Notifier = () => {
  notify = useNotify();
  return null;
};
const first = () => act(() => notify('Call placed', { type: 'info' }));
const second = () => act(() => notify('Unable to connect server', { type: 'error' }));

const renderNotifier = () =>
  render(
    <AdminContext theme={theme}>
      <Notifier />
      <AppNotification />
    </AdminContext>,
  );

/** Well below react-admin's four seconds on screen: a message that waited for the one before it would miss it. */
const AT_ONCE = { timeout: 1000 };

describe('the notification', () => {
  it('shows a message that arrives while another is on screen at once, in its place', async () => {
    renderNotifier();
    first();
    expect(await screen.findByText('Call placed', undefined, AT_ONCE)).toBeVisible();
    second();
    expect(await screen.findByText('Unable to connect server', undefined, AT_ONCE)).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Call placed')).toBeNull(), AT_ONCE);
  });

  it('keeps a message on screen while none waits', async () => {
    renderNotifier();
    second();
    expect(await screen.findByText('Unable to connect server', undefined, AT_ONCE)).toBeVisible();
    await new Promise(resolve => setTimeout(resolve, 1200));
    expect(screen.getByText('Unable to connect server')).toBeVisible();
  });
});
