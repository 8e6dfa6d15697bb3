/**
 * The text a list's q search compares (str, then lower case), kept from one answer to the next,
 * for the list answers only (the plot list's search over 50,000 plots, issue 41: lowering every
 * plot's number and notes and every customer's name on each call was most of the handler's time).
 *
 * A column of texts is kept per list and field, by position in the rows last read; a position's
 * text is reused only while the row there holds the very value it was lowered from (a text depends
 * on nothing else), so a row edited in place, added, removed or replaced is read afresh: there is
 * nothing to drop when the store changes (tests/unit/searchText.test.ts). By position, not a
 * WeakMap per row: a lookup by row cost as much as the lowering it saved.
 */
import type { Row } from '../db';
import { str } from './util';

interface Column {
  values: unknown[];
  texts: string[];
}

const columns = new Map<string, Column>();

/**
 * `str(row[field]).toLowerCase()` of each of `rows`, in their order; `key` names the list the rows
 * come from (e.g. `plot@1`: an organization's plots), whose previous texts are reused.
 */
export const loweredColumn = (key: string, rows: Row[], field: string): readonly string[] => {
  const name = `${key}.${field}`;
  let column = columns.get(name);
  if (!column) columns.set(name, (column = { values: [], texts: [] }));
  const { values, texts } = column;
  for (let i = 0; i < rows.length; i++) {
    const value = rows[i]![field];
    // A value of text or a number: the same value, the same text (0 and '' differ, as str makes them).
    if (values[i] === value && i < texts.length) continue;
    values[i] = value;
    texts[i] = str(value).toLowerCase();
  }
  values.length = texts.length = rows.length;
  return texts;
};

/**
 * The ids of the rows whose `field` (lowered) contains `q`, as a lookup by id of these rows would
 * answer it: when two rows share an id the last one decides, as a Map built from them would.
 */
export const idsContaining = (key: string, rows: Row[], field: string, q: string): Set<unknown> => {
  const texts = loweredColumn(key, rows, field);
  const ids = new Set<unknown>();
  for (let i = 0; i < rows.length; i++) {
    if (texts[i]!.includes(q)) ids.add(rows[i]!.id);
    else ids.delete(rows[i]!.id);
  }
  return ids;
};
