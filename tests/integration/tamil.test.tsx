/**
 * The console in Tamil (issue 39): the dashboard drawn for a user who chose Tamil shows no English
 * word in its chrome (data and the words offices keep excepted; every route: tests/e2e/tamil.e2e.ts);
 * the switch of the user menu applies at once and is remembered for the user (device and API).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { db, table } from '../../mocks/db';
import { englishWords, pageText, wordsOf } from '../tamilText';
import { renderSignedIn } from './helpers';

const userId = (username: string) => db().accounts.find(a => a.username === username)!.id;
const chooseTamil = (username: string) => localStorage.setItem(`plots-console.language.${userId(username)}`, 'ta');

let data: Set<string> | undefined;
const dataWords = () => (data ??= wordsOf([db().tables, db().accounts]));

/** Waits until the page is drawn in Tamil (the menu's first entry) and its loading is over. */
const drawn = async () => {
  await waitFor(() => expect(document.querySelector('#main-content')).not.toBeNull(), { timeout: 10000 });
  // Named progress bars are the dashboard's charts waiting to be scrolled into view.
  await waitFor(() => expect(document.querySelector('#main-content [role="progressbar"]:not([aria-label]), .RaLoading-root')).toBeNull(), {
    timeout: 10000,
  });
};

describe('the console in Tamil', () => {
  it('the dashboard and the menu', async () => {
    chooseTamil('admin');
    await renderSignedIn('admin', '/1/dashboard');
    await drawn();
    expect(await screen.findByRole('menuitem', { name: /முகப்பு/ }, { timeout: 10000 })).toBeInTheDocument();
    expect(englishWords(pageText(document.body), dataWords())).toEqual([]);
  });

  it('the user menu switches the language at once and remembers it', async () => {
    localStorage.removeItem(`plots-console.language.${userId('admin')}`);
    const { user } = await renderSignedIn('admin', '/1/dashboard');
    await drawn();
    await user.click(await screen.findByRole('button', { name: /profile|user/i }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'தமிழ்' }));
    expect(await screen.findByRole('menuitem', { name: /முகப்பு/ }, { timeout: 10000 })).toBeInTheDocument();
    expect(localStorage.getItem(`plots-console.language.${userId('admin')}`)).toBe('ta');
    const saved = db().tables.savedview!.filter(v => v.resource === 'console' && v.user_id === userId('admin'));
    await waitFor(() => expect(db().tables.savedview!.filter(v => v.resource === 'console')).toHaveLength(1));
    expect(saved.length).toBeLessThanOrEqual(1);
    await user.click(await screen.findByRole('button', { name: /சுயவிவரம்|profile|user/i }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'English' }));
    expect(await screen.findByRole('menuitem', { name: /Dashboard/ }, { timeout: 10000 })).toBeInTheDocument();
  });
});

describe('Indian conventions in both languages', () => {
  it('a list counts its rows with the Indian grouping', async () => {
    localStorage.removeItem(`plots-console.language.${userId('admin')}`);
    localStorage.removeItem('plots-console.language');
    await renderSignedIn('admin', '/1/customer');
    const total = table('customer').filter(r => r.organization_id === 1).length;
    expect(total).toBeGreaterThan(999);
    const shown = () => document.querySelector('.MuiTablePagination-displayedRows')?.textContent;
    await waitFor(() => expect(shown()).toMatch(new RegExp(` of ${total.toLocaleString('en-IN')}$`)), { timeout: 10000 });
  });
});
