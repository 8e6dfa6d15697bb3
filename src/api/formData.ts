/** Multipart encoding, PHP / Laravel style (api-contract.md "Multipart encoding"). docs/decisions.md "Notes: src/api/formData.ts" */

/** Fields sent as one JSON string wherever they appear at the top level. */
export const JSON_TEXT_FIELDS: readonly string[] = ['items', 'fields', 'filter_data', 'path', 'cust_ids'];

export interface EncodeOptions {
  /** Top-level fields to send as JSON text; defaults to JSON_TEXT_FIELDS. */
  jsonFields?: readonly string[];
}

type Primitive = string | number | boolean | bigint | null | undefined;

const isBlob = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;

const isPrimitive = (v: unknown): v is Primitive =>
  v === null || v === undefined || ['string', 'number', 'boolean', 'bigint'].includes(typeof v);

/** react-admin's FileInput / ImageInput value for a newly chosen file. */
const isNewFile = (v: unknown): v is { rawFile: Blob; title?: string } =>
  typeof v === 'object' && v !== null && 'rawFile' in v && isBlob((v as { rawFile: unknown }).rawFile);

/** react-admin's FileInput / ImageInput value for a file already on the server. */
const isExistingFile = (v: unknown): boolean =>
  typeof v === 'object' && v !== null && !isBlob(v) && !Array.isArray(v) && 'src' in v && !('rawFile' in v);

const fileName = (blob: Blob, fallback?: string): string =>
  (typeof File !== 'undefined' && blob instanceof File && blob.name) || fallback || 'blob';

export const encodePrimitive = (v: Primitive): string | undefined => {
  if (v === undefined) return undefined;
  if (v === null) return '';
  if (typeof v === 'boolean') return v ? '1' : '0';
  return String(v);
};

/** Every [name, value] pair the encoding produces, in order. Files stay Blobs. */
export const encodeEntries = (values: Record<string, unknown>, options: EncodeOptions = {}): Array<[string, string | Blob, string?]> => {
  const jsonFields = options.jsonFields ?? JSON_TEXT_FIELDS;
  const out: Array<[string, string | Blob, string?]> = [];

  const walk = (name: string, value: unknown, insideArray: boolean): void => {
    if (value === undefined) return;
    if (isPrimitive(value)) {
      const encoded = encodePrimitive(value);
      if (encoded !== undefined) out.push([name, encoded]);
      return;
    }
    if (value instanceof Date) {
      out.push([name, Number.isNaN(value.getTime()) ? '' : value.toISOString()]);
      return;
    }
    if (isBlob(value)) {
      out.push([name, value, fileName(value)]);
      return;
    }
    if (isNewFile(value)) {
      out.push([name, value.rawFile, fileName(value.rawFile, value.title)]);
      return;
    }
    if (isExistingFile(value)) return;
    if (Array.isArray(value)) {
      const plain = value.every(item => isPrimitive(item));
      value.forEach((item, index) => {
        const indexed = !plain || insideArray;
        walk(indexed ? `${name}[${index}]` : `${name}[]`, item, true);
      });
      return;
    }
    if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(`${name}[${k}]`, v, false);
    }
  };

  for (const [name, value] of Object.entries(values)) {
    if (jsonFields.includes(name) && value !== undefined && typeof value !== 'string') {
      out.push([name, JSON.stringify(value)]);
    } else {
      walk(name, value, false);
    }
  }
  return out;
};

/** The FormData of a payload. */
export const toFormData = (values: Record<string, unknown>, options?: EncodeOptions): FormData => {
  const fd = new FormData();
  for (const [name, value, filename] of encodeEntries(values, options)) {
    if (typeof value === 'string') fd.append(name, value);
    else fd.append(name, value, filename);
  }
  return fd;
};

/** The inverse, for the demo API and for tests: bracket names back into nested values. */
export const decodeEntries = <V = string | Blob>(entries: Iterable<[string, V]>): Record<string, unknown> => {
  const root: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    const match = name.match(/^([^[\]]+)((?:\[[^[\]]*\])*)$/);
    if (!match) {
      root[name] = value;
      continue;
    }
    const keys = [match[1], ...Array.from(match[2].matchAll(/\[([^[\]]*)\]/g), m => m[1])];
    let node: Record<string, unknown> | unknown[] = root;
    keys.forEach((k, i) => {
      const last = i === keys.length - 1;
      const nextIsIndex = !last && (keys[i + 1] === '' || /^\d+$/.test(keys[i + 1]));
      const container = node as Record<string, unknown> & unknown[];
      if (k === '') {
        if (last) (container as unknown[]).push(value);
        else {
          const child = nextIsIndex ? [] : {};
          (container as unknown[]).push(child);
          node = child;
        }
        return;
      }
      if (last) {
        container[k as unknown as number] = value;
        return;
      }
      if (container[k as unknown as number] === undefined) container[k as unknown as number] = nextIsIndex ? [] : {};
      node = container[k as unknown as number] as Record<string, unknown>;
    });
  }
  return root;
};
