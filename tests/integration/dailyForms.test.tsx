/**
 * A day at the sales office in fewer clicks (issue 40), in jsdom against the demo API: required
 * fields marked before any save (the schema's rules and a hand-written form's validators), a
 * customer's phone that already belongs to another customer warned of as it is typed and asked
 * about once more before saving, an activity logged on a lead updating the lead (its follow-up,
 * latest activity, "By"), a lead showing its customer's phone, phones as tel: and WhatsApp links,
 * and the rich-text editor's link and image through the console's own dialog.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db, table } from '../../mocks/db';
import { phoneKey, telUrl, whatsappUrl } from '../../src/common/phone';
import { DUPLICATE_TEXTS, duplicatesOf } from '../../src/resources/crm/customers/duplicates';
import { SAVE_CONFIRM_TEXTS } from '../../src/common/SaveConfirm';
import { EDITOR_TEXTS } from '../../src/common/RichTextEditor';
import { formatDate } from '../../src/common/format';
import { bodyRows, captureRequests, renderSignedIn } from './helpers';

configure({ asyncUtilTimeout: 10000 });

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);

/** The form labels' texts, spaces collapsed (react-admin's asterisk is a thin space and '*'). */
const labelTexts = () => Array.from(document.querySelectorAll('label')).map(l => (l.textContent ?? '').replace(/\s+/g, ' ').trim());
const marked = (label: string) => labelTexts().includes(`${label} *`);
const unmarked = (label: string) => labelTexts().includes(label);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('required fields are marked before saving (issue 40)', { timeout: 60_000 }, () => {
  it('a customer: Honorifics, Name, Gender and Phone carry the asterisk from the start, Email does not', async () => {
    await renderSignedIn('admin', '/1/customer/create');
    await screen.findByRole('combobox', { name: /^Honorifics/ });
    await waitFor(() => expect(marked('Phone')).toBe(true));
    for (const label of ['Honorifics', 'Name', 'Gender']) expect(marked(label), label).toBe(true);
    expect(unmarked('Email')).toBe(true);
    expect(marked('Email')).toBe(false);
  });

  it('a lead: Property Sub Type is marked from the start; the Do Not Disturb date appears marked once the status is Hold', async () => {
    await renderSignedIn('admin', '/1/customerinterest/create');
    await screen.findByRole('combobox', { name: /^Property Sub Type/ });
    expect(marked('Property Sub Type')).toBe(true);
    expect(marked('Customer')).toBe(true);
    expect(unmarked('Lead Type')).toBe(true);
    expect(labelTexts().some(t => t.startsWith('Do Not Disturb Date'))).toBe(false);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Do Not Disturb' }));
    await waitFor(() => expect(marked('Do Not Disturb Date')).toBe(true));
  });

  it("a hand-written form: the plot's number (validators.ts required) is marked, its notes are not", async () => {
    await renderSignedIn('admin', '/1/plot/create');
    await screen.findByLabelText(/^Plot number/);
    expect(marked('Plot number')).toBe(true);
    expect(unmarked('Notes')).toBe(true);
  });
});

describe('duplicate customers by phone (issue 40)', { timeout: 60_000 }, () => {
  const someone = () => org1('customer').find(c => phoneKey(c.phone).length === 10 && String(c.name ?? '').trim())!;

  it('compares digits with the country code aside', () => {
    expect(phoneKey('+91 98765 43210')).toBe('9876543210');
    expect(phoneKey('919876543210')).toBe('9876543210');
    const list = [
      { id: 1, name: 'Meena S', phone: '98765 43210' },
      { id: 2, name: 'Ravi', phone: '9000000000', whatsapp: '919876543210' },
      { id: 3, name: 'Other', phone: '9876543211' },
    ];
    expect(duplicatesOf('9876543210', list).map(c => c.id)).toEqual([1, 2]);
    expect(duplicatesOf('9876543210', list, 1).map(c => c.id)).toEqual([2]);
    expect(DUPLICATE_TEXTS.who(list[0]!)).toBe('Meena S (98765 43210)');
  });

  it('warns as the number is typed, links to the customer and to the merge, and asks once more before saving', async () => {
    const existing = someone();
    const { user } = await renderSignedIn('admin', '/1/customer/create');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Honorifics/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Mrs' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Gender/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Female' }));
    await user.type(await screen.findByLabelText(/^Name/), 'Second Record');
    // Typed with the country code: the same number.
    await user.type(await screen.findByLabelText(/^Phone/), `91${phoneKey(existing.phone)}`);
    const warning = await screen.findByText(DUPLICATE_TEXTS.already, { exact: false });
    const alert = warning.closest('[role="status"]') as HTMLElement;
    expect(alert).toHaveTextContent(`${DUPLICATE_TEXTS.already} ${DUPLICATE_TEXTS.who(existing)}`);
    expect(within(alert).getByRole('link', { name: DUPLICATE_TEXTS.who(existing) })).toHaveAttribute(
      'href',
      `/1/customer/${existing.id}/show`,
    );
    expect(within(alert).getByRole('link', { name: DUPLICATE_TEXTS.mergeLink }).getAttribute('href')).toMatch(/^\/1\/customer\?filter=/);

    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: SAVE_CONFIRM_TEXTS.title });
    expect(dialog).toHaveTextContent(DUPLICATE_TEXTS.who(existing));
    expect(seen.filter(r => r.method === 'POST')).toEqual([]);
    // Checking again keeps the form as typed, unsaved.
    await user.click(within(dialog).getByRole('button', { name: SAVE_CONFIRM_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: SAVE_CONFIRM_TEXTS.title })).not.toBeInTheDocument());
    expect(seen.filter(r => r.method === 'POST')).toEqual([]);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Second Record');
    // Save anyway: saved once.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: SAVE_CONFIRM_TEXTS.title })).getByRole('button', {
        name: SAVE_CONFIRM_TEXTS.confirm,
      }),
    );
    await waitFor(() => expect(org1('customer').filter(c => c.name === 'Second Record')).toHaveLength(1));
    expect(seen.filter(r => r.method === 'POST' && r.path === '/1/customer')).toHaveLength(1);
  });

  it("finds a WhatsApp number that is another customer's phone; a customer's own number on its edit form is no duplicate", async () => {
    const existing = someone();
    const other = org1('customer').find(
      c => c.id !== existing.id && phoneKey(c.phone) !== phoneKey(existing.phone) && phoneKey(c.whatsapp) !== phoneKey(existing.phone),
    )!;
    const { user } = await renderSignedIn('admin', `/1/customer/${existing.id}`);
    const phone = await screen.findByLabelText(/^Phone/);
    await waitFor(() => expect(phone).toHaveValue(String(existing.phone)));
    const whatsapp = screen.getByLabelText(/^WhatsApp$|^WhatsApp \*/, { selector: 'input' });
    await user.clear(whatsapp);
    await user.type(whatsapp, phoneKey(other.phone));
    expect(await screen.findByRole('link', { name: DUPLICATE_TEXTS.who(other) })).toHaveAttribute('href', `/1/customer/${other.id}/show`);
    // Its own phone never warns.
    expect(screen.queryByRole('link', { name: DUPLICATE_TEXTS.who(existing) })).not.toBeInTheDocument();
  });
});

describe('an activity logged on a lead (issue 40)', { timeout: 60_000 }, () => {
  it("records who logged it and updates the lead's follow-up and latest activity, shown by the console", async () => {
    const admin = db().accounts.find(a => a.username === 'admin')!;
    const lead = org1('customerinterest').find(l => l.status === 'New' || l.status === 'Processing')!;
    const type = org1('customerinteractiontype')[0]!;
    const { user } = await renderSignedIn('admin', `/1/customerinterestactivity/create?cid=${lead.id}`);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Activity Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: String(type.name) }));
    await user.type(screen.getByLabelText(/^Note/), 'Site visit fixed for Saturday');
    fireEvent.change(screen.getByLabelText(/^Follow Up On/), { target: { value: '2026-12-05T11:30' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(org1('customerinterestactivity').find(a => a.note === 'Site visit fixed for Saturday')).toBeTruthy());
    const activity = org1('customerinterestactivity').find(a => a.note === 'Site visit fixed for Saturday')!;
    expect(activity.user_id).toBe(admin.id);
    expect(String(lead.followup_on)).toMatch(/^2026-12-05/);
    // The lead's page: its latest activity and who logged it; the activity's By.
    await waitFor(() => expect(window.location.pathname).toBe(`/1/customerinterest/${lead.id}/show/activity`));
    const row = await waitFor(() => {
      const found = bodyRows().find(r => r.textContent?.includes('Site visit fixed for Saturday'));
      expect(found).toBeTruthy();
      return found!;
    });
    expect(row).toHaveTextContent(String(admin.name));
    await user.click(screen.getByRole('tab', { name: 'Summary' }));
    // The summary: Follow Up from the activity, the latest activity and who logged it.
    const main = document.querySelector('main')!;
    await waitFor(() => expect(main).toHaveTextContent(`Follow Up${formatDate(String(lead.followup_on), true)}`));
    expect(main).toHaveTextContent('Latest ActivitySite visit fixed for Saturday');
    expect(main).toHaveTextContent(`Activity By${String(admin.name)}`);
  });

  it("shows a lead's customer's phone, as a tel: link", async () => {
    const lead = org1('customerinterest')[0]!;
    const customer = org1('customer').find(c => c.id === lead.customer_id)!;
    lead.phone = null;
    await renderSignedIn('admin', `/1/customerinterest/${lead.id}/show`);
    const link = await screen.findByRole('link', { name: `Call ${String(customer.phone)}` });
    expect(link).toHaveAttribute('href', telUrl(customer.phone, customer.country_code));
  });
});

describe('phones are tel: and WhatsApp links (issue 40)', { timeout: 60_000 }, () => {
  it('on the customer list for a member without click-to-call, with +91 when there is no country code', async () => {
    expect(telUrl('98400 12345')).toBe('tel:+919840012345');
    expect(telUrl('98400 12345', '+44')).toBe('tel:+449840012345');
    await renderSignedIn('admin', '/1/customer');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const row = bodyRows()[0]!;
    const call = within(row).getByRole('link', { name: /^Call / });
    const phone = call.textContent!;
    expect(call.getAttribute('href')).toMatch(/^tel:\+\d+$/);
    expect(
      within(row)
        .getByRole('link', { name: `WhatsApp ${phone}` })
        .getAttribute('href'),
    ).toBe(whatsappUrl(phone, org1('customer').find(c => String(c.phone) === phone)?.country_code));
    expect(within(row).queryByRole('button', { name: `Call ${phone}` })).not.toBeInTheDocument();
  });
});

describe('the rich-text editor (issue 40)', { timeout: 60_000 }, () => {
  it("offers headings, and inserts an image through the console's dialog, never window.prompt", async () => {
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue('https://example.com/bad.png');
    const { user } = await renderSignedIn('admin', '/1/blog/create');
    expect(await screen.findByRole('button', { name: 'Heading 2' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Heading 3' }).length).toBeGreaterThan(0);
    await user.click(screen.getAllByRole('button', { name: EDITOR_TEXTS.image })[0]!);
    const dialog = await screen.findByRole('dialog', { name: EDITOR_TEXTS.image });
    await user.type(within(dialog).getByLabelText(EDITOR_TEXTS.imageUrl), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: EDITOR_TEXTS.insert }));
    expect(within(dialog).getByText(EDITOR_TEXTS.badUrl)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(EDITOR_TEXTS.imageUrl));
    await user.type(within(dialog).getByLabelText(EDITOR_TEXTS.imageUrl), 'https://example.com/plot.png');
    await user.type(within(dialog).getByLabelText(EDITOR_TEXTS.imageAlt), 'Plot entrance');
    await user.click(within(dialog).getByRole('button', { name: EDITOR_TEXTS.insert }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: EDITOR_TEXTS.image })).not.toBeInTheDocument());
    await waitFor(() =>
      expect(document.querySelector('.ProseMirror img[src="https://example.com/plot.png"]')).toHaveAttribute('alt', 'Plot entrance'),
    );
    expect(prompt).not.toHaveBeenCalled();
  });
});
