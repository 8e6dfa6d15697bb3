/**
 * A small PDF reader for the tests of the demo API's PDFs (mocks/pdf): the objects found through
 * the cross-reference table (so its offsets are checked too), each page's text as a reader
 * extracts it — literal strings of the standard fonts, hex strings of a font through its ToUnicode
 * map, invisible text (3 Tr) included and marked — and the images placed on each page.
 */
import { unzlibSync } from 'fflate';

export interface PdfObject {
  id: number;
  dict: string;
  stream: Uint8Array | null;
}

export interface TextItem {
  page: number;
  x: number;
  y: number;
  text: string;
  font: string;
  /** Drawn with text render mode 3: there for search, copy and extraction, not seen. */
  invisible: boolean;
  /** The horizontal scaling (Tz) in per cent. */
  scale: number;
  size: number;
}

export interface ImagePlacement {
  page: number;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  object: PdfObject;
}

export interface ReadPdf {
  objects: Map<number, PdfObject>;
  pages: number;
  items: TextItem[];
  /** The text of each line (items of one page and baseline, left to right), pages in order. */
  lines: string[];
  images: ImagePlacement[];
  /** Everything drawn on the pages that is not text: paths, image placements (the content streams). */
  contents: string[];
  title: string | null;
}

const latin1 = (bytes: Uint8Array): string => {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) out += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return out;
};

const ref = (dict: string, key: string): number | null => {
  const m = new RegExp(`/${key}\\s+(\\d+)\\s+0\\s+R`).exec(dict);
  return m ? Number(m[1]) : null;
};

/** The name → object pairs of a sub-dictionary such as /Font << /F1 4 0 R >>. */
const refsIn = (dict: string, key: string): Map<string, number> => {
  const m = new RegExp(`/${key}\\s*<<([^<>]*)>>`).exec(dict);
  const out = new Map<string, number>();
  for (const [, name, id] of (m?.[1] ?? '').matchAll(/\/(\w+)\s+(\d+)\s+0\s+R/g)) out.set(name!, Number(id));
  return out;
};

const utf16 = (hex: string): string => {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
};

/** A ToUnicode CMap's bfchar pairs: code → text. */
const toUnicodeMap = (cmap: string): Map<number, string> => {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(code!, 16), utf16(text!));
  return map;
};

const unescapeLiteral = (s: string): string =>
  s.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) =>
    /^[0-7]/.test(e)
      ? String.fromCharCode(parseInt(e, 8))
      : (({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[e] ?? e),
  );

type Token =
  | { kind: 'num'; value: number }
  | { kind: 'name'; value: string }
  | { kind: 'str'; value: string }
  | { kind: 'hex'; value: string }
  | { kind: 'op'; value: string };

const tokenize = (content: string): Token[] => {
  const tokens: Token[] = [];
  let i = 0;
  while (i < content.length) {
    const c = content[i]!;
    if (/\s/.test(c)) i++;
    else if (c === '(') {
      let depth = 1;
      let j = i + 1;
      let s = '';
      while (j < content.length && depth) {
        const d = content[j]!;
        if (d === '\\') {
          s += d + content[j + 1];
          j += 2;
          continue;
        }
        if (d === '(') depth++;
        if (d === ')') depth--;
        if (depth) s += d;
        j++;
      }
      tokens.push({ kind: 'str', value: unescapeLiteral(s) });
      i = j;
    } else if (c === '<') {
      const j = content.indexOf('>', i);
      tokens.push({ kind: 'hex', value: content.slice(i + 1, j).replace(/\s/g, '') });
      i = j + 1;
    } else if (c === '/') {
      const m = /^\/[^\s/<>()[\]]+/.exec(content.slice(i))!;
      tokens.push({ kind: 'name', value: m[0].slice(1) });
      i += m[0].length;
    } else if (c === '[' || c === ']') i++;
    else {
      const m = /^[^\s/<>()[\]]+/.exec(content.slice(i))!;
      const word = m[0];
      tokens.push(/^[-+]?(\d+\.?\d*|\.\d+)$/.test(word) ? { kind: 'num', value: Number(word) } : { kind: 'op', value: word });
      i += word.length;
    }
  }
  return tokens;
};

/** Reads a PDF written by the demo API. Throws when the cross-reference table does not point at the objects. */
export const readPdf = (bytes: Uint8Array): ReadPdf => {
  const text = latin1(bytes);
  if (!text.startsWith('%PDF-')) throw new Error('not a PDF');
  const xrefAt = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  if (text.slice(xrefAt, xrefAt + 4) !== 'xref') throw new Error('startxref does not point at the xref table');
  const entries = [...text.slice(xrefAt).matchAll(/^(\d{10}) (\d{5}) ([nf]) ?$/gm)];
  const objects = new Map<number, PdfObject>();
  entries.forEach(([, offset, , kind], id) => {
    if (kind !== 'n') return;
    const at = Number(offset);
    const head = new RegExp(`^${id} 0 obj\\s*`).exec(text.slice(at, at + 20));
    if (!head) throw new Error(`the xref entry of object ${id} does not point at it`);
    const start = at + head[0].length;
    const streamAt = text.indexOf('stream\n', start);
    const endAt = text.indexOf('endobj', start);
    if (streamAt !== -1 && streamAt < endAt) {
      const dict = text.slice(start, streamAt).trim();
      const length = Number([...dict.matchAll(/\/Length (\d+)/g)].pop()?.[1]);
      objects.set(id, { id, dict, stream: bytes.subarray(streamAt + 7, streamAt + 7 + length) });
    } else objects.set(id, { id, dict: text.slice(start, endAt).trim(), stream: null });
  });
  const streamText = (o: PdfObject | undefined) => {
    if (!o?.stream) return '';
    return latin1(/\/FlateDecode/.test(o.dict) ? unzlibSync(o.stream) : o.stream);
  };

  const root = objects.get(Number(/\/Root (\d+) 0 R/.exec(text.slice(xrefAt))?.[1]))!;
  const pagesObject = objects.get(ref(root.dict, 'Pages')!)!;
  const kids = [...(/\/Kids\s*\[([^\]]*)\]/.exec(pagesObject.dict)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map(m => objects.get(Number(m[1]))!);
  const infoId = Number(/\/Info (\d+) 0 R/.exec(text.slice(xrefAt))?.[1]);
  const titleHex = objects.get(infoId)?.dict.match(/\/Title <FEFF([0-9A-F]*)>/)?.[1];

  const items: TextItem[] = [];
  const images: ImagePlacement[] = [];
  const contents: string[] = [];
  kids.forEach((page, index) => {
    const fonts = refsIn(page.dict, 'Font');
    const xobjects = refsIn(page.dict, 'XObject');
    const maps = new Map(
      [...fonts].map(([name, id]) => [
        name,
        (() => {
          const font = objects.get(id)!;
          const unicode = ref(font.dict, 'ToUnicode');
          return unicode ? toUnicodeMap(streamText(objects.get(unicode))) : null;
        })(),
      ]),
    );
    const content = streamText(objects.get(ref(page.dict, 'Contents')!));
    contents.push(content);
    const stack: Array<{ mode: number; scale: number; cm: number[] }> = [];
    let state = { mode: 0, scale: 100, cm: [1, 0, 0, 1, 0, 0] };
    let font = '';
    let size = 0;
    let [tx, ty] = [0, 0];
    let operands: Token[] = [];
    for (const token of tokenize(content)) {
      if (token.kind !== 'op') {
        operands.push(token);
        continue;
      }
      const nums = operands.filter(t => t.kind === 'num').map(t => t.value as number);
      switch (token.value) {
        case 'q':
          stack.push({ ...state });
          break;
        case 'Q':
          state = stack.pop() ?? state;
          break;
        case 'cm':
          state = { ...state, cm: nums.slice(-6) };
          break;
        case 'BT':
          [tx, ty] = [0, 0];
          break;
        case 'Tf':
          font = (operands.find(t => t.kind === 'name')?.value as string) ?? font;
          size = nums[nums.length - 1] ?? size;
          break;
        case 'Tr':
          state = { ...state, mode: nums[0] ?? 0 };
          break;
        case 'Tz':
          state = { ...state, scale: nums[0] ?? 100 };
          break;
        case 'Td':
          tx += nums[0] ?? 0;
          ty += nums[1] ?? 0;
          break;
        case 'Tj': {
          const s = operands[operands.length - 1]!;
          let value = '';
          if (s.kind === 'str') value = s.value;
          else if (s.kind === 'hex') {
            const map = maps.get(font);
            const hex = s.value;
            for (let i = 0; i + 4 <= hex.length; i += 4) value += map?.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD';
          }
          items.push({ page: index + 1, x: tx, y: ty, text: value, font, invisible: state.mode === 3, scale: state.scale, size });
          break;
        }
        case 'Do': {
          const name = operands.find(t => t.kind === 'name')?.value as string;
          const [a, , , d, e, f] = state.cm;
          const object = objects.get(xobjects.get(name)!)!;
          images.push({ page: index + 1, name, x: e!, y: f!, width: a!, height: d!, object });
          break;
        }
      }
      operands = [];
    }
  });

  const byLine = new Map<string, TextItem[]>();
  for (const item of items) {
    const key = `${item.page}:${item.y.toFixed(1)}`;
    byLine.set(key, [...(byLine.get(key) ?? []), item]);
  }
  const lines = [...byLine.values()]
    .sort((a, b) => a[0]!.page - b[0]!.page || b[0]!.y - a[0]!.y)
    .map(line =>
      line
        .sort((a, b) => a.x - b.x)
        .map(i => i.text)
        .join(''),
    );
  return { objects, pages: kids.length, items, lines, images, contents, title: titleHex ? utf16(titleHex) : null };
};

/** An image XObject's pixels (FlateDecode): its colour samples and its soft mask's, if any. */
export const imagePixels = (read: ReadPdf, object: PdfObject): { color: Uint8Array; alpha: Uint8Array | null } => {
  const mask = ref(object.dict, 'SMask');
  const maskObject = mask ? read.objects.get(mask) : undefined;
  return { color: unzlibSync(object.stream!), alpha: maskObject?.stream ? unzlibSync(maskObject.stream) : null };
};
