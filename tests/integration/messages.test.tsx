/**
 * Messages (spec 2 §2, §5, §7; issue 17): Send on a message's page chooses a template by its
 * thumbnail and posts message/send with from_name, subject, template_id and template_text; a
 * template must be chosen; 'Unable to send mail' when the call fails; no Send without
 * message.create.
 */
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { table } from '../../mocks/db';
import { MESSAGE_TEXTS } from '../../src/resources/admin/messages';
import { captureRequests, renderSignedIn, setPermissions } from './helpers';

configure({ asyncUtilTimeout: 15000 });

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);
const openSend = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
  return screen.findByRole('dialog', { name: 'Send Message' });
};

describe('messages: Send', () => {
  it('posts message/send with the chosen template and the edited subject', async () => {
    const row = org1('message')[0]!;
    const other = org1('mail/templates').find(t => t.id !== row.template_id)!;
    await renderSignedIn('admin', `/1/message/${row.id}/show`);
    const dialog = await openSend();
    // The message's own template is chosen; another one is a click away.
    const templates = within(dialog).getByRole('radiogroup', { name: 'Template' });
    await waitFor(() => expect(within(templates).getAllByRole('radio')).toHaveLength(org1('mail/templates').length));
    expect(within(templates).getByRole('radio', { checked: true })).toHaveTextContent(
      String(org1('mail/templates').find(t => t.id === row.template_id)!.name),
    );
    fireEvent.click(within(templates).getByRole('radio', { name: String(other.name) }));
    fireEvent.change(within(dialog).getByLabelText(/Subject/), { target: { value: 'Site visit this Sunday' } });
    const seen = captureRequests();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MESSAGE_TEXTS.sent)).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const post = seen.find(r => r.method === 'POST')!;
    expect(post.path).toBe('/1/message/send');
    await waitFor(() => expect(post.form).not.toBeNull());
    expect(post.form).toEqual({
      from_name: String(row.from_name),
      subject: 'Site visit this Sunday',
      template_id: String(other.id),
      template_text: String(row.template_text),
    });
  });

  it('needs a template; a failed send keeps the dialog with its values and says so', async () => {
    const row = org1('message')[1]!;
    row.template_id = null;
    await renderSignedIn('admin', `/1/message/${row.id}/show`);
    const dialog = await openSend();
    const seen = captureRequests();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(MESSAGE_TEXTS.templateRequired)).toBeInTheDocument();
    expect(seen.filter(r => r.method === 'POST')).toEqual([]);

    server.use(http.post('*/api/v1/:orgid/message/send', () => HttpResponse.json({ status: false }, { status: 500 })));
    // By keyboard: an arrow in the group chooses (the first template by name, as none was chosen).
    const first = org1('mail/templates')
      .map(t => String(t.name))
      .sort((a, b) => a.localeCompare(b))[0]!;
    await within(dialog).findByRole('radio', { name: first });
    fireEvent.keyDown(within(dialog).getByRole('radiogroup', { name: 'Template' }), { key: 'ArrowRight' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MESSAGE_TEXTS.sendFailed)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: first })).toHaveAttribute('aria-checked', 'true');
  });

  it('offers no Send without message.create', async () => {
    setPermissions('staff', ['message.view']);
    const row = org1('message')[0]!;
    await renderSignedIn('staff', `/1/message/${row.id}/show`);
    expect(await screen.findByText(String(row.subject))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });
});
