/** A translate function (useT of ./i18n): the English text is the key, `vars` fill its %{name}. */
// Reasoning: docs/decisions.md "Notes: src/common/english.ts"
export type TranslateText = (text: string, vars?: Record<string, unknown>) => string;

/** No translation: the English text with its %{name} filled in and, given `smart_count`, the English plural form of "one |||| many". */
export const english: TranslateText = (text, vars) => {
  const count = vars?.smart_count;
  const phrase = text.includes(' |||| ') ? (text.split(' |||| ')[count === 1 ? 0 : 1] ?? text) : text;
  return phrase.replace(/%\{(\w+)\}/g, (whole, name: string) => (vars && name in vars ? String(vars[name] ?? '') : whole));
};
