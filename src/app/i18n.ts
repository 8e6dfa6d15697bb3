import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'ra-core';
import englishMessages from 'ra-language-english';
import { MESSAGES } from '../common/messages';
import { RESOURCES } from './resources';

/** Resource names for titles: singular |||| plural, from the registry (read when a provider is made: it is handed from above). */
const resourceNames = () => Object.fromEntries(RESOURCES.map(r => [r.name, { name: `${r.singular} |||| ${r.label}` }]));

/** English, with the specification's wording where react-admin has its own. */
const messages = () => ({
  ...englishMessages,
  resources: resourceNames(),
  ra: {
    ...englishMessages.ra,
    navigation: {
      ...englishMessages.ra.navigation,
      no_results: MESSAGES.noItems,
      no_filtered_results: MESSAGES.noItems,
    },
    notification: {
      ...englishMessages.ra.notification,
      http_error: MESSAGES.connectServer,
    },
    page: { ...englishMessages.ra.page, error: MESSAGES.applicationError },
  },
});

let madeFor: readonly unknown[] | undefined;
let made: I18nProvider | undefined;
const current = (): I18nProvider => {
  if (!made || madeFor !== RESOURCES) {
    const english = messages();
    [madeFor, made] = [RESOURCES, polyglotI18nProvider(() => english, 'en', undefined, { allowMissing: true })];
  }
  return made;
};

/** English, made at its first use from the registry then handed (a test registering a resource gets its names). */
export const i18nProvider: I18nProvider = {
  translate: (key, options) => current().translate(key, options),
  changeLocale: (locale, options) => current().changeLocale(locale, options),
  getLocale: () => current().getLocale(),
  getLocales: () => current().getLocales?.() ?? [],
};
