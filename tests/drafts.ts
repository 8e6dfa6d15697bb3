import { DRAFT_PREFIX, type StoredDraft } from '../src/common/drafts';

/** The drafts in this browser's storage (of one user), read as a person would find them in the devtools. */
export const listDrafts = (user?: string | number): StoredDraft[] => {
  const drafts: StoredDraft[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key?.startsWith(DRAFT_PREFIX)) continue;
    try {
      const draft = JSON.parse(localStorage.getItem(key) ?? '') as StoredDraft;
      if (user === undefined || draft.user === String(user)) drafts.push(draft);
    } catch {
      // Not a draft: sweepDrafts removes it.
    }
  }
  return drafts;
};
