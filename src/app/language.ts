/** The interface language of each user… docs/decisions.md "The console in Tamil (issue 39)" */
// Reasoning: docs/decisions.md "Notes: src/app/language.ts"
import type { AppDataProvider } from '../api/dataProvider';
import type { Language } from './i18n';

const keyOf = (userId: string | number) => `plots-console.language.${userId}`;
/** The last language chosen on this device: the sign-in page's, and a new user's first. */
const DEVICE_KEY = 'plots-console.language';
/** The saved views of this pseudo-list hold the preferences: the view titled "language". */
const PREFERENCES = 'console';
const TITLE = 'language';

const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ta';

const read = (key: string): Language | null => {
  try {
    const value = localStorage.getItem(key);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
};
const write = (key: string, language: Language) => {
  try {
    localStorage.setItem(key, language);
  } catch {
    // A refused write only loses the device's copy: the API keeps the user's.
  }
};

export const deviceLanguage = (): Language => read(DEVICE_KEY) ?? 'en';
export const rememberDeviceLanguage = (language: Language) => write(DEVICE_KEY, language);

export const storedLanguage = (userId: string | number): Language => read(keyOf(userId)) ?? deviceLanguage();

export const rememberLanguage = (userId: string | number, language: Language) => {
  write(keyOf(userId), language);
  write(DEVICE_KEY, language);
};

type Views = Pick<AppDataProvider, 'savedViews' | 'saveView' | 'deleteSavedView'>;
type Saved = { id: string | number; title?: string; view?: unknown };

const readSaved = async (api: Views): Promise<Saved[]> => ((await api.savedViews(PREFERENCES)) as Saved[]).filter(v => v.title === TITLE);

const languageIn = (view: unknown): Language | null => {
  const parsed =
    typeof view === 'string'
      ? (() => {
          try {
            return JSON.parse(view) as unknown;
          } catch {
            return null;
          }
        })()
      : view;
  const value = (parsed as { filter?: { language?: unknown } } | null)?.filter?.language;
  return isLanguage(value) ? value : null;
};

/** The language the API keeps for the user, or null when it keeps none. */
export const accountLanguage = async (api: Views): Promise<Language | null> => {
  const saved = await readSaved(api);
  return saved.length ? languageIn(saved[saved.length - 1]!.view) : null;
};

/** Keeps the language on the API: one view, the previous ones dropped. */
export const saveAccountLanguage = async (api: Views, language: Language) => {
  const before = await readSaved(api);
  // Shaped as a list view (the API keeps only views): the language is its filter.
  await api.saveView(PREFERENCES, TITLE, { filter: { language }, sort: { field: 'id', order: 'ASC' }, perPage: 1 });
  await Promise.all(before.map(v => api.deleteSavedView(v.id, PREFERENCES)));
};
