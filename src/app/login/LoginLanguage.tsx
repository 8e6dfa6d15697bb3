/**
 * The sign-in page in the device's language (the last one chosen on it), with its own switch:
 * react-admin's i18nProvider is not loaded before sign-in (issue 41), so the page gets a small
 * translate of its own over the same Tamil catalogue, fetched only when Tamil is chosen.
 */
import { english } from '../../common/english';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, Button, ButtonGroup } from '@mui/material';
import { I18nContext, type I18nProvider } from 'ra-core';
import { deviceLanguage, rememberDeviceLanguage } from '../language';
import type { Language } from '../i18n';

export const LoginLanguage = ({ children }: { children: ReactNode }) => {
  const [language, setLanguage] = useState<Language>(deviceLanguage);
  const [tamil, setTamil] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    if (language !== 'ta' || tamil) return;
    let live = true;
    import('../tamil').then(m => live && setTamil(m.default.texts)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [language, tamil]);
  const value = useMemo<I18nProvider>(
    () => ({
      translate: (key, options = {}) => english((language === 'ta' && tamil?.[key]) || (options._ as string | undefined) || key, options),
      changeLocale: async locale => {
        rememberDeviceLanguage(locale as Language);
        setLanguage(locale as Language);
      },
      getLocale: () => language,
    }),
    [language, tamil],
  );
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <I18nContext.Provider value={value}>
      <Box component="nav" aria-label="English / தமிழ்" sx={{ position: 'fixed', top: 8, right: 8 }}>
        <LoginLanguageSwitch language={language} onChange={l => void value.changeLocale(l)} />
      </Box>
      {children}
    </I18nContext.Provider>
  );
};

/** English / தமிழ் on the sign-in page. */
export const LoginLanguageSwitch = ({ language, onChange }: { language: string; onChange: (l: Language) => void }) => (
  <ButtonGroup size="small" variant="text">
    <Button lang="en" aria-pressed={language === 'en'} onClick={() => onChange('en')}>
      English
    </Button>
    <Button lang="ta" aria-pressed={language === 'ta'} onClick={() => onChange('ta')}>
      தமிழ்
    </Button>
  </ButtonGroup>
);
