/** What a form shows, read from the page: react-hook-form keeps no public list of its mounted fields… */
// Reasoning: docs/decisions.md "Notes: src/common/formFields.ts"

/** The names of the fields the form shows. */
export const shownFieldNames = (form: Element | null | undefined): string[] => {
  if (!form) return [];
  const names = new Set<string>();
  for (const el of Array.from(form.querySelectorAll('[name]'))) {
    const name = el.getAttribute('name');
    if (name) names.add(name);
  }
  for (const el of Array.from(form.querySelectorAll('.ra-input'))) {
    for (const cls of Array.from(el.classList)) if (cls.startsWith('ra-input-')) names.add(cls.slice('ra-input-'.length));
  }
  return [...names];
};

/** Whether a field, a part of it or the field it is part of is among `names`. */
export const isShownField = (names: readonly string[], key: string): boolean =>
  names.some(name => name === key || name.startsWith(`${key}.`) || key.startsWith(`${name}.`));

const quote = (s: string) => s.replace(/["\\]/g, '\\$&');
const textOf = (el: Element | null | undefined) => el?.textContent?.replace(/[\s\u2009*]+$/, '').trim() ?? '';

/** The control's own element of an option (a radio or a checkbox) with that value, by its label. */
const optionLabels = (form: Element, key: string, values: string[]): string[] | undefined => {
  const options = Array.from(
    form.querySelectorAll(`input[type="radio"][name="${quote(key)}"], [class~="ra-input-${quote(key)}"] input[type="checkbox"]`),
  ) as HTMLInputElement[];
  if (!options.length) return undefined;
  return values.map(v => textOf(options.find(o => o.value === v)?.closest('label')) || v);
};

/** The text the form draws for its current value of a choice field; undefined for other fields, whose value is its own text. */
export const drawnChoiceText = (form: Element | null | undefined, key: string): string | undefined => {
  if (!form) return undefined;
  const control = form.querySelector(`[name="${quote(key)}"]`) as HTMLInputElement | null;
  if (control?.type === 'radio') {
    const checked = form.querySelector(`input[type="radio"][name="${quote(key)}"]:checked`);
    return checked ? textOf(checked.closest('label')) : '';
  }
  // MUI's Select: a hidden input holds the value, the combobox beside it draws the choice.
  if (control?.classList.contains('MuiSelect-nativeInput')) return textOf(control.parentElement?.querySelector('[role="combobox"]'));
  const autocomplete = control?.closest('.MuiAutocomplete-root');
  if (control && autocomplete) {
    const chips = Array.from(autocomplete.querySelectorAll('.MuiChip-label')).map(textOf);
    return chips.length ? chips.join(', ') : control.value;
  }
  const boxes = Array.from(form.querySelectorAll(`[class~="ra-input-${quote(key)}"] input[type="checkbox"]:checked`));
  if (!control && boxes.length) return boxes.map(b => textOf(b.closest('label'))).join(', ');
  return undefined;
};

/** The text of a value among a field's options drawn in the form (radios, checkboxes); undefined when it has none drawn. */
export const drawnOptionText = (form: Element | null | undefined, key: string, value: unknown): string | undefined => {
  if (!form) return undefined;
  const values = (Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value]).map(String);
  return optionLabels(form, key, values)?.join(', ');
};
