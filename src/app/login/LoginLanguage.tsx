/**
 * The sign-in page in the device's language (the last one chosen on it), with its own switch:
 * react-admin's i18nProvider is not loaded before sign-in (issue 41), so the page and its dialogs
 * get a small translate of their own (`useLoginT`) over the same Tamil catalogue, fetched only
 * when Tamil is chosen. No ra-core here: the page is drawn before the console's code is loaded.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { english, type TranslateText } from '../../common/english';
import { deviceLanguage, rememberDeviceLanguage } from '../language';
import type { Language } from '../i18n';

const LoginT = createContext<TranslateText>(english);

/** The Tamil catalogue once fetched: a page drawn after that is in Tamil from its first frame. */
let tamilTexts: Record<string, string> | null = null;
const loadTamil = () => import('../tamil').then(m => (tamilTexts = m.default.texts));

/** Fetches the Tamil catalogue before the page is drawn (main.tsx, for a device where Tamil was chosen). */
export const preloadLoginTamil = (): Promise<unknown> => loadTamil();

/** `t('Sign in')` on the sign-in page and its dialogs: the text in the page's language. */
export const useLoginT = (): TranslateText => useContext(LoginT);

export const LoginLanguage = ({ children }: { children: ReactNode }) => {
  const [language, setLanguage] = useState<Language>(deviceLanguage);
  const [tamil, setTamil] = useState<Record<string, string> | null>(() => tamilTexts);
  useEffect(() => {
    if (language !== 'ta' || tamil) return;
    let live = true;
    loadTamil()
      .then(texts => live && setTamil(texts))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [language, tamil]);
  const t = useMemo<TranslateText>(() => (text, vars) => english((language === 'ta' && tamil?.[text]) || text, vars), [language, tamil]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const choose = (next: Language) => {
    rememberDeviceLanguage(next);
    setLanguage(next);
  };
  return (
    <LoginT.Provider value={t}>
      <Box component="nav" aria-label="English / தமிழ்" sx={{ position: 'fixed', top: 8, right: 8 }}>
        <LoginLanguageSwitch language={language} onChange={choose} />
      </Box>
      {children}
    </LoginT.Provider>
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
