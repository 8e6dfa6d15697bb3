/** English / தமிழ் in the user menu: applied at once, remembered for the user (src/app/language.ts). */
import { useEffect } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import { useDataProvider, useLocaleState, useUserMenu } from 'react-admin';
import type { AppDataProvider } from '../api/dataProvider';
import { useOrg } from '../common/OrgContext';
import { LANGUAGES, type Language } from './i18n';
import { accountLanguage, rememberLanguage, saveAccountLanguage } from './language';

export const LanguageItem = ({ language }: { language: Language }) => {
  const [locale, setLocale] = useLocaleState();
  const { user } = useOrg();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { onClose } = useUserMenu() ?? { onClose: () => undefined };
  const chosen = locale === language;
  const name = LANGUAGES.find(l => l.locale === language)!.name;
  return (
    <MenuItem
      role="menuitemradio"
      aria-checked={chosen}
      lang={language}
      onClick={() => {
        onClose();
        if (chosen) return;
        rememberLanguage(user.id, language);
        setLocale(language);
        // The device keeps it already; the account's copy is best effort.
        saveAccountLanguage(dataProvider, language).catch(() => undefined);
      }}
    >
      <ListItemIcon>{chosen ? <CheckIcon fontSize="small" /> : <TranslateIcon fontSize="small" />}</ListItemIcon>
      <ListItemText>{name}</ListItemText>
    </MenuItem>
  );
};

/** Users whose account's language was read in this page load (once each). */
const asked = new Set<string>();

/** Takes the language the account keeps (chosen on another device) once per page load. */
export const useAccountLanguage = () => {
  const [locale, setLocale] = useLocaleState();
  const { user } = useOrg();
  const dataProvider = useDataProvider<AppDataProvider>();
  useEffect(() => {
    const key = String(user.id);
    if (asked.has(key)) return;
    asked.add(key);
    let live = true;
    accountLanguage(dataProvider)
      .then(language => {
        if (!live || !language || language === locale) return;
        rememberLanguage(user.id, language);
        setLocale(language);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Once per user and page load: a later switch in this tab is the user's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user.id]);
};
