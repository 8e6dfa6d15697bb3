import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { MESSAGES } from '../common/messages';
import { RESOURCES } from './resources';

/** Resource names for titles: singular |||| plural, from the registry. */
const resources = Object.fromEntries(RESOURCES.map(r => [r.name, { name: `${r.singular} |||| ${r.label}` }]));

/** English, with the specification's wording where react-admin has its own. */
const messages = {
  ...englishMessages,
  resources,
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
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', undefined, { allowMissing: true });
