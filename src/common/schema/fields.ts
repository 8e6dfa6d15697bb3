/** The field schema: one typed declaration per plain resource, read in five places… */
// Reasoning: docs/decisions.md "Notes: src/common/schema/fields.ts"

export type FieldKind =
  | 'text'
  | 'longtext'
  | 'number'
  | 'money'
  | 'phone'
  | 'email'
  | 'url'
  | 'choice'
  | 'choices'
  | 'reference'
  /** Several references (`project_ids`): an array of ids, sent as `name[]`, embedded as an array. */
  | 'references'
  | 'image'
  | 'file'
  | 'date'
  | 'datetime'
  | 'time'
  | 'flag'
  | 'list'
  | 'json'
  /** Several stored images ({ url, key }[]): new ones uploaded beside them, each deleted by its key. */
  | 'images'
  /** HTML written in the rich-text editor; shown sanitized, never run. */
  | 'richtext';

/** Where a field shows. A field is in create, edit and show unless told otherwise. */
export type Place = 'list' | 'filter' | 'search' | 'sort' | 'create' | 'edit' | 'show';

export type Mode = 'create' | 'update';

/** "Another field has one of these values" (shown-when, required-when). */
export interface Condition {
  field: string;
  in: readonly unknown[];
}

export type Rule =
  | { kind: 'required'; message: string; on?: Mode; when?: Condition; unless?: readonly string[] }
  | { kind: 'minLength'; n: number; message: string; on?: Mode }
  | { kind: 'maxLength'; n: number; message: string; on?: Mode }
  | { kind: 'digits'; message: string; spaces: boolean; on?: Mode }
  | { kind: 'pattern'; pattern: RegExp; message: string }
  | { kind: 'equals'; field: string; message: string };

/** How the seed fills a field: a list to pick from, or a generator over the seed's context. */
export type SeedHint = readonly unknown[] | ((ctx: SeedFieldContext) => unknown) | 'skip';

/** What a seed generator gets (mocks/seed/schema.ts builds it). */
export interface SeedFieldContext {
  /** Deterministic random numbers. */
  random: { next(): number; int(min: number, max: number): number; pick<T>(items: readonly T[]): T; chance(p: number): boolean };
  /** Index of the row being made in its organization (0-based). */
  index: number;
  orgid: number;
  /** The row so far (fields declared before this one). */
  row: Record<string, unknown>;
  /** The creation moment of the row (ISO). */
  createdAt: string;
  /** Rows of another table of the same organization. */
  rows(table: string): ReadonlyArray<Record<string, unknown> & { id: number }>;
  /** Realistic Tamil Nadu values (mocks/seed/schema.ts). */
  fake: SeedFake;
}

export interface SeedFake {
  /** 'Senthil Raman' */
  person(): string;
  /** A 10-digit Indian mobile number. */
  mobile(): string;
  /** An address: door number, street, area, city. */
  address(): string;
  /** A city of Tamil Nadu. */
  city(): string;
  /** An e-mail made from a name. */
  email(name: string): string;
  /** A sentence of office prose. */
  sentence(): string;
  /** A lower-case slug of a text. */
  slug(text: string): string;
  /** A date (YYYY-MM-DD) within `days` around the seed's now (negative: past). */
  date(fromDays: number, toDays: number): string;
  /** A small picture (an SVG data URL with the text's initials) as an image field stores it. */
  image(text: string): { url: string; key: string };
}

export interface ReferenceTarget {
  /** The referenced resource (its lookup is `{resource}/filter`; its show page is linked). */
  resource: string;
  /** The lookup's path when it is not `{resource}/filter` (e.g. `customernotification/filterdata`). */
  lookup?: string;
  /** The referenced record's text field. */
  display: string;
  /** The key the API embeds the referenced record under (e.g. category_id → category). */
  embed: string;
  /** Only records matching this are offered, in the form and in the list's filter (e.g. { status: 'Active' }, a broker: { isbroker: 1 }). */
  filter?: Record<string, unknown>;
  /** More fields of the referenced record embedded beside its id and display (e.g. a task's start_date, end_date). */
  embedFields?: readonly string[];
  /** The referenced record's name also answered flat under this key (a lead's `customer_name`, its record representation). */
  nameAs?: string;
}

export interface FieldOptions {
  rules: readonly Rule[];
  places: ReadonlySet<Place>;
  choices?: readonly string[];
  /** Chip colours of choice values (e.g. Active green, Inactive red). */
  colors?: Readonly<Record<string, 'success' | 'error' | 'warning' | 'info' | 'default'>>;
  /** What the list shows instead of a stored value (e.g. Hold → Do Not Disturb). */
  display?: Readonly<Record<string, string>>;
  /** What a record shows for the value when it depends on other fields (e.g. Sending → On Scheduled); undefined: as usual. */
  displayWith?: (value: unknown, record: Record<string, unknown>) => string | undefined;
  reference?: ReferenceTarget;
  /** Sub-fields of a repeatable list. */
  of?: Readonly<Record<string, AnyField>>;
  /** Shown (and validated) only when other fields have one of their values (every condition holds). */
  shownWhen?: readonly Condition[];
  defaultValue?: unknown;
  /** A value left empty (or only spaces) is saved as this one: sent so by the forms, stored so by the demo API (rules.ts withEmptyDefaults). */
  emptyAs?: unknown;
  helperText?: string;
  /** Never answered by the API nor shown (passwords, codes). */
  secret?: boolean;
  /** Shown but not editable on the edit form. */
  readOnly?: boolean;
  seed?: SeedHint;
  /** Files: accepted types (e.g. 'image/*') and the size limit in bytes. */
  accept?: string;
  maxBytes?: number;
  /** Images: `{resource}/{id}/{deletePath}/delete` removes the stored image (with `key`). */
  deletePath?: string;
  /** The delete's confirmation text when it is not the image-delete one (e.g. 'Are you sure, delete this photo'). */
  deleteConfirm?: string;
  /** Multiline text rows. */
  rows?: number;
  /** The input's placeholder (e.g. '2000' for a time in milliseconds). */
  placeholder?: string;
  /** Files: the key the API answers the stored file under, when it is not the field's own. */
  answeredAs?: string;
  /** The list's query parameter of this field, when it is not its name (e.g. slide_id for site_carousel_id). */
  filterKey?: string;
  /** The shown text cut at this many characters, with an ellipsis (the full text in its title). */
  cut?: number;
  /** A reference to the record this one belongs to: deleting that record deletes this one (a carousel's slides). */
  owned?: boolean;
  /** A phone that is the click-to-call cell (src/features/telephony/PhoneCell.tsx): a customer's, or a lead's. */
  callable?: 'customer' | 'lead';
}

/** One field. */
export class Field<T = unknown> {
  /** The value type (for InferRecord); never set at run time. */
  declare readonly __type: T;

  constructor(
    readonly kind: FieldKind,
    readonly label: string,
    readonly options: FieldOptions,
  ) {}

  private with(patch: Partial<FieldOptions>): Field<T> {
    return new Field<T>(this.kind, this.label, { ...this.options, ...patch });
  }

  private rule(rule: Rule): Field<T> {
    return this.with({ rules: [...this.options.rules, rule] });
  }

  /** Required, with the specification's message; `on` limits it to create or update, `when` to a condition… */
  required(message: string, opts: { on?: Mode; when?: Condition; unless?: readonly string[] } = {}): Field<T> {
    return this.rule({ kind: 'required', message, ...opts });
  }

  /** At least n characters; `on` limits the message to create or update (a form that words it otherwise, C10). */
  min(n: number, message: string, opts: { on?: Mode } = {}): Field<T> {
    return this.rule({ kind: 'minLength', n, message, ...opts });
  }

  max(n: number, message: string, opts: { on?: Mode } = {}): Field<T> {
    return this.rule({ kind: 'maxLength', n, message, ...opts });
  }

  /** Exactly n characters: the short message, and the long one (the short one when not given). */
  exactly(n: number, short: string, long = short): Field<T> {
    return this.min(n, short).max(n, long);
  }

  /** Digits only (and spaces, when `spaces`). */
  digits(message: string, { spaces = false, on }: { spaces?: boolean; on?: Mode } = {}): Field<T> {
    return this.rule({ kind: 'digits', message, spaces, on });
  }

  pattern(pattern: RegExp, message: string): Field<T> {
    return this.rule({ kind: 'pattern', pattern, message });
  }

  /** Must equal another field (e.g. confirm password). */
  equals(field: string, message: string): Field<T> {
    return this.rule({ kind: 'equals', field, message });
  }

  /** Adds places: list column, filter, q search, sort. */
  in(...places: Place[]): Field<T> {
    return this.with({ places: new Set([...this.options.places, ...places]) });
  }

  /** Exactly these places (e.g. `.only('edit', 'show')` for a slug shown on edit). */
  only(...places: Place[]): Field<T> {
    return this.with({ places: new Set(places) });
  }

  /** Removes places (e.g. `.not('show')`). */
  not(...places: Place[]): Field<T> {
    return this.with({ places: new Set([...this.options.places].filter(p => !places.includes(p))) });
  }

  /** Shown (and validated) only when `field` has one of the values; called again, every condition must hold. */
  shownWhen(field: string, values: readonly unknown[]): Field<T> {
    return this.with({ shownWhen: [...(this.options.shownWhen ?? []), { field, in: values }] });
  }

  default(value: T): Field<T> {
    return this.with({ defaultValue: value });
  }

  /** Saved as `value` when left empty or only spaces (spec 2 §5 "Country code defaults to +91 when empty"). */
  emptyAs(value: T): Field<T> {
    return this.with({ emptyAs: value });
  }

  help(text: string): Field<T> {
    return this.with({ helperText: text });
  }

  readOnly(): Field<T> {
    return this.with({ readOnly: true });
  }

  /** The click-to-call phone cell of customers and leads (issue 17): plain text, a call button for an agent of a Daga organization. */
  callable(kind: 'customer' | 'lead'): Field<T> {
    return this.with({ callable: kind });
  }

  /** This record belongs to the referenced one and goes with it when it is deleted (as the API's foreign keys do). */
  owned(): Field<T> {
    return this.with({ owned: true });
  }

  secret(): Field<T> {
    return this.with({ secret: true, places: new Set([...this.options.places].filter(p => p === 'create' || p === 'edit')) });
  }

  seed(hint: SeedHint): Field<T> {
    return this.with({ seed: hint });
  }

  colors(colors: FieldOptions['colors']): Field<T> {
    return this.with({ colors });
  }

  displayAs(display: Readonly<Record<string, string>>): Field<T> {
    return this.with({ display });
  }

  /** A record's text for the value from the whole record (e.g. a Sending scheduled notification: On Scheduled). */
  displayWith(displayWith: (value: unknown, record: Record<string, unknown>) => string | undefined): Field<T> {
    return this.with({ displayWith });
  }

  /** Files: accepted types and the size limit. */
  accept(accept: string, maxBytes?: number): Field<T> {
    return this.with({ accept, maxBytes });
  }

  /** The stored image's delete (`{resource}/{id}/{path}/delete` with key), with its own confirmation text when given. */
  deletePath(path: string, { confirm }: { confirm?: string } = {}): Field<T> {
    return this.with({ deletePath: path, ...(confirm ? { deleteConfirm: confirm } : {}) });
  }

  placeholder(text: string): Field<T> {
    return this.with({ placeholder: text });
  }

  /** Files: the stored file is answered under another key (`image_url`, `existing_image`). */
  answeredAs(key: string): Field<T> {
    return this.with({ answeredAs: key });
  }

  /** The list's query parameter of this field (a child list read by its parent's id: `slide_id`). */
  filterKey(name: string): Field<T> {
    return this.with({ filterKey: name });
  }

  /** The shown text (a text, a reference's display) cut at n characters with an ellipsis. */
  cut(n: number): Field<T> {
    return this.with({ cut: n });
  }

  has(place: Place): boolean {
    return this.options.places.has(place);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyField = Field<any>;

const FORM: Place[] = ['create', 'edit', 'show'];
const make = <T>(kind: FieldKind, label: string, extra: Partial<FieldOptions> = {}) =>
  new Field<T>(kind, label, { rules: [], places: new Set(FORM), ...extra });

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/* The builders ------------------------------------------------------------------------------- */

export const text = (label: string) => make<string>('text', label);
export const longText = (label: string, rows = 3) => make<string>('longtext', label, { rows });
export const number = (label: string) => make<number>('number', label);
export const money = (label: string) => make<number>('money', label);
export const phone = (label: string) => make<string>('phone', label);
/** An e-mail address; `message` is the pattern's message of the specification. */
export const email = (label: string, message?: string) => {
  const field = make<string>('email', label);
  return message ? field.pattern(EMAIL_PATTERN, message) : field;
};
/** A URL: shown as a link only when it is http(s). */
export const url = (label: string) => make<string>('url', label);
export const choice = <const V extends string>(label: string, values: readonly V[]) => make<V>('choice', label, { choices: values });
/** Several of the values (check boxes), stored as an array and sent as `name[]`. */
export const choices = <const V extends string>(label: string, values: readonly V[]) => make<V[]>('choices', label, { choices: values });
/** A reference `{x}_id` to another resource, embedded in answers under `embed`. */
export const reference = (label: string, target: ReferenceTarget) => make<number>('reference', label, { reference: target });
/** Several references `{x}_ids` (ids, sent as `name[]`; nothing chosen is sent empty so the server clears them), embedded as `[{ id, display }]` under `embed`. */
export const references = (label: string, target: ReferenceTarget) => make<number[]>('references', label, { reference: target });
export const image = (label: string) => make<{ url: string; key?: string } | null>('image', label, { accept: 'image/*' });
/** Several images: the stored ones in a grid with a confirmed delete each (`deletePath`), new ones added. */
export const images = (label: string) => make<{ url: string; key?: string }[]>('images', label, { accept: 'image/*' });
export const file = (label: string) => make<{ url: string; key?: string } | null>('file', label);
export const date = (label: string) => make<string>('date', label);
export const dateTime = (label: string) => make<string>('datetime', label);
/** A time of day (HH:MM). */
export const time = (label: string) => make<string>('time', label);
export const flag = (label: string) => make<0 | 1>('flag', label);
/** A repeatable list of sub-fields (e.g. option values). */
export const list = <S extends Record<string, AnyField>>(label: string, of: S) =>
  make<Array<{ [K in keyof S]?: S[K]['__type'] }>>('list', label, { of });
/** JSON text (an object edited as text). */
export const json = (label: string) => make<unknown>('json', label);
/** Rich text (HTML): ra-input-rich-text's editor, loaded lazily; displayed through DOMPurify. */
export const richText = (label: string) => make<string>('richtext', label);

/** A text cut at `n` characters (trailing spaces dropped) with an ellipsis; the text itself when shorter. */
export const cutText = (text: string, n: number | undefined): string =>
  n !== undefined && text.length > n ? `${text.slice(0, n).trimEnd()}…` : text;

/* Record types ---------------------------------------------------------------------------------- */

export type Fields = Readonly<Record<string, AnyField>>;

/** The record a schema describes: its fields, plus what every record of the API has. */
export type InferRecord<F extends Fields> = { [K in keyof F]?: F[K]['__type'] | null } & {
  id: number;
  created_at?: string;
  updated_at?: string;
};
