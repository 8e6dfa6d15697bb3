// Reasoning: docs/decisions.md "Notes: src/app/i18n.ts"
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'ra-core';
import englishMessages from 'ra-language-english';
import { MESSAGES } from '../common/messages';
import { RESOURCE_INDEX } from './resources';
import type { TamilCatalogue } from './tamil';

export type Language = 'en' | 'ta';
/** Each language named in its own script (the switch of the user menu). */
export const LANGUAGES: readonly { locale: Language; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'ta', name: 'தமிழ்' },
];

/** Resource names for titles: singular |||| plural, from the registry's index (read when a provider is made: it is handed from above). */
const resourceNames = (say: (text: string) => string = text => text) =>
  Object.fromEntries(RESOURCE_INDEX.map(r => [r.name, { name: `${say(r.singular)} |||| ${say(r.label)}` }]));

/** react-admin's messages the specification words otherwise. */
const overrides = (ra: typeof englishMessages.ra, say: (text: string) => string) => ({
  ...ra,
  navigation: { ...ra.navigation, no_results: say(MESSAGES.noItems), no_filtered_results: say(MESSAGES.noItems) },
  notification: { ...ra.notification, http_error: say(MESSAGES.connectServer) },
  page: { ...ra.page, error: say(MESSAGES.applicationError) },
});

/** English: the code's own texts are the keys, so only react-admin's messages are listed. */
const english = () => ({ ...englishMessages, resources: resourceNames(), ra: overrides(englishMessages.ra, text => text) });

/** Tamil: the catalogue's texts by their English, react-admin's messages in Tamil, the resources' names from their labels. */
export const tamilMessages = ({ texts, ra }: TamilCatalogue) => {
  const say = (text: string) => texts[text] ?? text;
  return { ...texts, resources: resourceNames(say), ra: overrides(ra as typeof englishMessages.ra, say) };
};

const messagesOf = (locale: string) => (locale === 'ta' ? import('./tamil').then(m => tamilMessages(m.default)) : english());

let madeFor: readonly unknown[] | undefined;
let made: I18nProvider | undefined;
const current = (): I18nProvider => {
  if (!made || madeFor !== RESOURCE_INDEX) {
    [madeFor, made] = [RESOURCE_INDEX, polyglotI18nProvider(messagesOf, 'en', [...LANGUAGES], { allowMissing: true })];
  }
  return made;
};

/** English first, Tamil fetched when chosen; docs/decisions.md "The console in Tamil (issue 39)" */
export const i18nProvider: I18nProvider = {
  translate: (key, options) => current().translate(key, options),
  changeLocale: (locale, options) => current().changeLocale(locale, options),
  getLocale: () => current().getLocale(),
  getLocales: () => current().getLocales?.() ?? [],
};
