/** The signed-in user, kept in localStorage (spec 1 §6: "The session is stored locally"). */
import { readMemberships, type Membership } from './permissions';

export interface SessionUser {
  id: number | string;
  name: string;
  email?: string;
  username?: string;
  /** Flagged as an agent (click-to-call, call actions). */
  agent?: boolean | number;
  token: string;
  organizations: Membership[];
}

export const SESSION_KEY = 'plots-console.session';

const storage = (): Storage | undefined => (typeof localStorage !== 'undefined' ? localStorage : undefined);

export const getSession = (): SessionUser | null => {
  const raw = storage()?.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as SessionUser;
    if (!parsed || typeof parsed.token !== 'string' || !Array.isArray(parsed.organizations)) return null;
    // Validated again on every read: a stored session is no more trusted than an answer.
    return { ...parsed, organizations: readMemberships(parsed.organizations) };
  } catch {
    return null;
  }
};

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach(listener => listener());

/** Called on every sign-in and sign-out, in this tab or another. */
export const subscribeSession = (listener: Listener): (() => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_KEY || event.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
};

export const saveSession = (user: SessionUser): void => {
  storage()?.setItem(SESSION_KEY, JSON.stringify(user));
  notify();
};

export const clearSession = (): void => {
  storage()?.removeItem(SESSION_KEY);
  notify();
};

/** The raw stored text: a stable snapshot for React's useSyncExternalStore. */
export const sessionSnapshot = (): string | null => storage()?.getItem(SESSION_KEY) ?? null;

export const getToken = (): string | undefined => getSession()?.token;

export const sameOrg = (a: string | number, b: string | number): boolean => String(a) === String(b);

export const getMembership = (orgid: string | number, user: SessionUser | null = getSession()): Membership | undefined =>
  user?.organizations.find(o => sameOrg(o.organization_id, orgid));

/** The organization a user lands on after sign-in: the first one listed. */
export const firstOrganizationId = (user: SessionUser | null = getSession()): string | undefined => {
  const first = user?.organizations[0];
  return first ? String(first.organization_id) : undefined;
};

export const isAgent = (user: SessionUser | null = getSession()): boolean => !!user && (user.agent === true || user.agent === 1);
