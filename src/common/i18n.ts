/** Translation by English text: the English wording is the key… docs/decisions.md "The console in Tamil (issue 39)" */
// Reasoning: docs/decisions.md "Notes: src/common/i18n.ts"
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

import type { TranslateText } from './english';

export type { TranslateText };

/** `t('Plot %{plot} is now %{status}', { plot, status })`: the text in the chosen language, vars filled in. */
export const useT = (): TranslateText => {
  const translate = useTranslate();
  return useCallback((text, vars) => translate(text, { _: text, ...vars }), [translate]);
};

/** Marks an English text for the catalogue where it is defined outside a component (translated where drawn). */
export const tx = <S extends string>(text: S): S => text;
