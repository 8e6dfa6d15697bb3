/**
 * Translation by English text (docs/decisions.md "The console in Tamil (issue 39)"): the English
 * wording is the key, so the English interface shows exactly what the code says and the Tamil
 * catalogue (src/app/tamil/) maps each English text to its Tamil. react-admin already passes labels,
 * titles, notifications, choices and validation messages through its translate; text a component
 * draws itself goes through `useT()`.
 */
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
