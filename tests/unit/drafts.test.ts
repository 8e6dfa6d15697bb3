/** Issue 12, the draft store (common/drafts.ts): scope, secrets, files, age, per-user deletion. */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DRAFT_MAX_AGE_MS,
  DRAFT_PREFIX,
  allowDrafts,
  deleteUserDrafts,
  draftStorageKey,
  fromDraftValues,
  isSecretField,
  loadDraft,
  rememberFiles,
  saveDraft,
  sweepDrafts,
  toDraftValues,
} from '../../src/common/drafts';
import { createAuthProvider, ORG_STORE_PREFIX } from '../../src/api/authProvider';
import { saveSession } from '../../src/api/session';
import { listDrafts } from '../drafts';
import { recentKey } from '../../src/features/palette/paletteLogic';

const scope = (over: Partial<{ user: string; org: string; route: string }> = {}) => ({ user: '1', org: '1', route: '/1/plot/5', ...over });

beforeEach(() => localStorage.clear());

describe('drafts', () => {
  it('one draft per user, organization and route', () => {
    saveDraft(scope(), { notes: 'a' });
    saveDraft(scope({ user: '2' }), { notes: 'b' });
    saveDraft(scope({ org: '2' }), { notes: 'c' });
    saveDraft(scope({ route: '/1/plot/6' }), { notes: 'd' });
    expect(loadDraft(scope())?.values).toEqual({ notes: 'a' });
    expect(loadDraft(scope({ user: '2' }))?.values).toEqual({ notes: 'b' });
    expect(loadDraft(scope({ org: '2' }))?.values).toEqual({ notes: 'c' });
    expect(draftStorageKey(scope())).toBe(`${DRAFT_PREFIX}1|1|/1/plot/5`);
  });

  it('never holds passwords and codes, at any depth, nor fields a form declares secret', () => {
    for (const name of [
      'password',
      'confirmpassword',
      'confirm_password',
      'new_password',
      'code',
      'access_pass',
      'access_cpass',
      'otp',
      'Password',
      'userPassword',
    ])
      expect(isSecretField(name), name).toBe(true);
    for (const name of ['notes', 'price', 'pincode', 'country_code', 'name']) expect(isSecretField(name), name).toBe(false);
    const values = toDraftValues(
      {
        name: 'Ravi',
        password: 'x1',
        code: '123456',
        access_pass: 'p',
        access_cpass: 'p',
        pin_hint: 'h',
        nested: { confirmpassword: 'x', keep: 1 },
        rows: [{ code: '1', label: 'A' }],
        api_key: 'k',
      },
      path => path === 'api_key',
    );
    expect(values).toEqual({ name: 'Ravi', pin_hint: 'h', nested: { keep: 1 }, rows: [{ label: 'A' }] });
    expect(JSON.stringify(values)).not.toMatch(/x1|123456/);
  });

  it('drafts older than a week are dropped', () => {
    const now = Date.now();
    saveDraft(scope(), { notes: 'old' }, now - DRAFT_MAX_AGE_MS - 1);
    saveDraft(scope({ route: '/1/plot/6' }), { notes: 'fresh' }, now - 1000);
    expect(loadDraft(scope(), now)).toBeUndefined();
    expect(localStorage.getItem(draftStorageKey(scope()))).toBeNull();
    saveDraft(scope(), { notes: 'old' }, now - DRAFT_MAX_AGE_MS - 1);
    localStorage.setItem(`${DRAFT_PREFIX}garbage`, '{nope');
    sweepDrafts(now);
    expect(listDrafts().map(d => d.values.notes)).toEqual(['fresh']);
    expect(localStorage.getItem(`${DRAFT_PREFIX}garbage`)).toBeNull();
  });

  it('an empty draft is no draft', () => {
    saveDraft(scope(), { notes: 'a' });
    saveDraft(scope(), {});
    expect(loadDraft(scope())).toBeUndefined();
  });

  it('small files (signatures, react-admin picked files) survive as files; large ones are left out', async () => {
    const signature = new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'signa.png', { type: 'image/png' });
    const picked = { rawFile: new File(['hello'], 'note.txt', { type: 'text/plain' }), src: 'blob:x', title: 'note.txt' };
    const big = new File([new Uint8Array(600 * 1024)], 'big.png', { type: 'image/png' });
    const values = { signa: signature, doc: picked, big, later: new File(['x'], 'x.png') };
    await rememberFiles({ signa: signature, doc: picked, big });
    const stored = toDraftValues(values);
    expect(Object.keys(stored).sort()).toEqual(['doc', 'signa']);
    saveDraft(scope(), stored);
    const back = fromDraftValues(loadDraft(scope())!.values);
    expect(back.signa).toBeInstanceOf(File);
    expect((back.signa as File).name).toBe('signa.png');
    expect(new Uint8Array(await (back.signa as File).arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71, 1, 2, 3]));
    const doc = back.doc as { rawFile: File; title: string };
    expect(doc.rawFile).toBeInstanceOf(File);
    expect(await doc.rawFile.text()).toBe('hello');
    expect(doc.title).toBe('note.txt');
  });

  it('a chosen sign-out forgets the user: drafts in every organization and every organization’s list state', async () => {
    saveDraft(scope(), { notes: 'a' });
    saveDraft(scope({ org: '2' }), { notes: 'b' });
    saveDraft(scope({ user: '7' }), { notes: 'other user' });
    localStorage.setItem(`${ORG_STORE_PREFIX}1.plot.listParams`, '{"page":3}');
    localStorage.setItem(`${ORG_STORE_PREFIX}2.customer.listParams`, '{"page":2}');
    localStorage.setItem(recentKey('1', '1'), '[{"label":"Plot 114"}]');
    localStorage.setItem(recentKey('7', '1'), '[{"label":"Plot 9"}]');
    saveSession({ id: 1, name: 'Admin', token: 't', organizations: [] });
    // As the shell builds it (app/OrgAdmin.tsx): the drafts' deletion handed in from above.
    await createAuthProvider('1', undefined, deleteUserDrafts).logout({});
    // The command palette's recent records of that user (names of customers, plots) go too; another user's stay.
    expect(localStorage.getItem(recentKey('1', '1'))).toBeNull();
    expect(localStorage.getItem(recentKey('7', '1'))).not.toBeNull();
    expect(listDrafts('1')).toEqual([]);
    expect(listDrafts('7')).toHaveLength(1);
    expect(localStorage.getItem(`${ORG_STORE_PREFIX}1.plot.listParams`)).toBeNull();
    expect(localStorage.getItem(`${ORG_STORE_PREFIX}2.customer.listParams`)).toBeNull();
    deleteUserDrafts('7');
    expect(listDrafts()).toEqual([]);
  });

  it("a sign-out blocks the user's drafts until the next sign-in; another user's are not blocked", () => {
    deleteUserDrafts('2');
    expect(saveDraft(scope({ user: '2' }), { notes: 'late' })).toBe(false);
    expect(saveDraft(scope({ user: '3' }), { notes: 'someone else' })).toBe(true);
    allowDrafts('2');
    expect(saveDraft(scope({ user: '2' }), { notes: 'again' })).toBe(true);
    expect(listDrafts('2')).toHaveLength(1);
    expect(listDrafts('3')).toHaveLength(1);
  });
});
