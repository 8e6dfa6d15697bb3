/** A translate function (useT of ./i18n): the English text is the key, `vars` fill its %{name}. */
export type TranslateText = (text: string, vars?: Record<string, unknown>) => string;

/**
 * No translation: the English text with its %{name} filled in and, given `smart_count`, the
 * English plural form of "one |||| many". Pure modules default to it, so that they stay React-free
 * and their English callers (the demo API, the exports) need no translate.
 */
export const english: TranslateText = (text, vars) => {
  const count = vars?.smart_count;
  const phrase = text.includes(' |||| ') ? (text.split(' |||| ')[count === 1 ? 0 : 1] ?? text) : text;
  return phrase.replace(/%\{(\w+)\}/g, (whole, name: string) => (vars && name in vars ? String(vars[name] ?? '') : whole));
};
