/**
 * Pictures for the demo API's PDFs without a canvas: a PNG decoded here (8-bit, not interlaced)
 * into colour and alpha, a JPEG embedded as it is, a plain SVG of paths (the seeded signatures)
 * turned into the PDF's own vector paths. Anything else is drawn through a canvas (./canvas.ts).
 */
import { unzlibSync, zlibSync } from 'fflate';
import { num, type PdfFile } from './writer';

/** Pixels: colour (1 or 3 channels) and an optional alpha, row by row. */
export interface Pixels {
  width: number;
  height: number;
  channels: 1 | 3;
  color: Uint8Array;
  alpha: Uint8Array | null;
}

/** A picture ready for a page: an image XObject's data, or vector paths in their own coordinates. */
export type Graphic =
  | {
      kind: 'image';
      width: number;
      height: number;
      channels: 1 | 3;
      filter: 'FlateDecode' | 'DCTDecode';
      data: Uint8Array;
      alpha: Uint8Array | null;
    }
  | { kind: 'vector'; viewBox: readonly [number, number, number, number]; content: string };

/** Pixels as an image: colour and alpha each deflated; an alpha that is opaque everywhere left out. */
export const pixelsGraphic = (p: Pixels): Graphic => ({
  kind: 'image',
  width: p.width,
  height: p.height,
  channels: p.channels,
  filter: 'FlateDecode',
  data: zlibSync(p.color),
  alpha: p.alpha && p.alpha.some(a => a !== 255) ? zlibSync(p.alpha) : null,
});

/** RGBA (a canvas's ImageData) as pixels: grey when every pixel is grey. */
export const rgbaPixels = (rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Pixels => {
  const n = width * height;
  const alpha = new Uint8Array(n);
  let grey = true;
  for (let i = 0; i < n; i++) {
    alpha[i] = rgba[i * 4 + 3]!;
    if (grey && (rgba[i * 4] !== rgba[i * 4 + 1] || rgba[i * 4] !== rgba[i * 4 + 2])) grey = false;
  }
  const color = new Uint8Array(grey ? n : n * 3);
  for (let i = 0; i < n; i++) {
    if (grey) color[i] = rgba[i * 4]!;
    else color.set([rgba[i * 4]!, rgba[i * 4 + 1]!, rgba[i * 4 + 2]!], i * 3);
  }
  return { width, height, channels: grey ? 1 : 3, color, alpha };
};

/** Writes an image graphic as an XObject (with its soft mask), and answers its object number. */
export const writeImage = (pdf: PdfFile, g: Extract<Graphic, { kind: 'image' }>): number => {
  const space = g.channels === 1 ? '/DeviceGray' : '/DeviceRGB';
  const mask = g.alpha
    ? pdf.add(
        `/Type /XObject /Subtype /Image /Width ${g.width} /Height ${g.height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
        g.alpha,
      )
    : undefined;
  return pdf.add(
    `/Type /XObject /Subtype /Image /Width ${g.width} /Height ${g.height} /ColorSpace ${space} /BitsPerComponent 8 /Filter /${g.filter}${mask ? ` /SMask ${mask} 0 R` : ''}`,
    g.data,
  );
};

/* Data URLs ---------------------------------------------------------------------------------- */

export interface DataUrl {
  type: string;
  bytes: Uint8Array;
}

/** The type and bytes of a data: URL (base64 or percent-encoded); null when it is not one. */
export const readDataUrl = (url: string): DataUrl | null => {
  const m = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,(.*)$/is.exec(url.trim());
  if (!m) return null;
  try {
    if (m[3]) {
      const binary = atob(m[4]!.replace(/\s/g, ''));
      const bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
      return { type: (m[1] || 'text/plain').toLowerCase(), bytes };
    }
    return { type: (m[1] || 'text/plain').toLowerCase(), bytes: new TextEncoder().encode(decodeURIComponent(m[4]!)) };
  } catch {
    return null;
  }
};

/* PNG ---------------------------------------------------------------------------------------- */

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

/** The pixels of an 8-bit, non-interlaced PNG (grey, RGB, palette, with or without alpha); null for any other. */
export const decodePng = (bytes: Uint8Array): Pixels | null => {
  if (bytes.length < 8 || PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let width = 0;
  let height = 0;
  let type = -1;
  let palette: Uint8Array | null = null;
  let paletteAlpha: Uint8Array | null = null;
  const idat: Uint8Array[] = [];
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = view.getUint32(at);
    const name = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (name === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      const depth = data[8];
      type = data[9]!;
      if (depth !== 8 || data[12] !== 0 || ![0, 2, 3, 4, 6].includes(type)) return null;
    } else if (name === 'PLTE') palette = data;
    else if (name === 'tRNS') paletteAlpha = data;
    else if (name === 'IDAT') idat.push(data);
    else if (name === 'IEND') break;
    at += 12 + length;
  }
  if (!width || !height || !idat.length || (type === 3 && !palette)) return null;
  let raw: Uint8Array;
  try {
    const joined = new Uint8Array(idat.reduce((n, d) => n + d.length, 0));
    idat.reduce((at, d) => (joined.set(d, at), at + d.length), 0);
    raw = unzlibSync(joined);
  } catch {
    return null;
  }
  const bpp = ({ 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as Record<number, number>)[type]!;
  const stride = width * bpp;
  if (raw.length < (stride + 1) * height) return null;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = y * stride;
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? pixels[out + i - bpp]! : 0;
      const b = y > 0 ? pixels[out - stride + i]! : 0;
      const c = i >= bpp && y > 0 ? pixels[out - stride + i - bpp]! : 0;
      let v = line[i]!;
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      } else if (filter !== 0) return null;
      pixels[out + i] = v & 0xff;
    }
  }
  const n = width * height;
  if (type === 0) return { width, height, channels: 1, color: pixels, alpha: null };
  if (type === 4) {
    const color = new Uint8Array(n);
    const alpha = new Uint8Array(n);
    for (let i = 0; i < n; i++) [color[i], alpha[i]] = [pixels[i * 2]!, pixels[i * 2 + 1]!];
    return { width, height, channels: 1, color, alpha };
  }
  if (type === 2) return { width, height, channels: 3, color: pixels, alpha: null };
  const color = new Uint8Array(n * 3);
  const alpha = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (type === 6) {
      color.set(pixels.subarray(i * 4, i * 4 + 3), i * 3);
      alpha[i] = pixels[i * 4 + 3]!;
    } else {
      const index = pixels[i]!;
      color.set(palette!.subarray(index * 3, index * 3 + 3), i * 3);
      alpha[i] = paletteAlpha && index < paletteAlpha.length ? paletteAlpha[index]! : 255;
    }
  }
  return { width, height, channels: 3, color, alpha };
};

/* JPEG --------------------------------------------------------------------------------------- */

/** A baseline or progressive JPEG of 1 or 3 components, embedded as it is (DCTDecode); null otherwise. */
export const jpegGraphic = (bytes: Uint8Array): Graphic | null => {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  for (let at = 2; at + 9 < bytes.length;) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      const height = (bytes[at + 5]! << 8) | bytes[at + 6]!;
      const width = (bytes[at + 7]! << 8) | bytes[at + 8]!;
      const components = bytes[at + 9];
      if (!width || !height || (components !== 1 && components !== 3)) return null;
      return { kind: 'image', width, height, channels: components, filter: 'DCTDecode', data: bytes, alpha: null };
    }
    at += 2 + length;
  }
  return null;
};

/* SVG paths ---------------------------------------------------------------------------------- */

const attr = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}\\s*=\\s*(["'])(.*?)\\1`, 'is').exec(tag)?.[2];

const NAMED: Record<string, string> = { black: '000000', white: 'ffffff', red: 'ff0000', blue: '0000ff', green: '008000', navy: '000080' };

/** An SVG colour as PDF operands (r g b, 0..1); null for none; black for what is not understood. */
const colour = (value: string | undefined, fallback: string | null): string | null => {
  const v = (value ?? fallback)?.trim().toLowerCase();
  if (!v || v === 'none' || v === 'transparent') return null;
  let hex = NAMED[v] ?? /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(v)?.[1] ?? '000000';
  if (hex.length === 3) hex = hex.replace(/./g, c => c + c);
  return [0, 2, 4].map(i => num(parseInt(hex.slice(i, i + 2), 16) / 255)).join(' ');
};

/** An SVG path's d as PDF path operators (m, l, c, h), in the SVG's own coordinates; null if it has arcs or errors. */
const pathOps = (d: string): string | null => {
  const tokens = d.match(/[A-Za-z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const ops: string[] = [];
  let i = 0;
  let cmd = '';
  let [x, y, sx, sy] = [0, 0, 0, 0];
  // The last control point and command, for the reflections of S and T.
  const prev = { control: [0, 0] as [number, number], kind: '' };
  const n = () => {
    const v = Number(tokens[i++]);
    if (!Number.isFinite(v)) throw new Error('path');
    return v;
  };
  const cubic = (x1: number, y1: number, x2: number, y2: number, ex: number, ey: number) => {
    ops.push(`${num(x1)} ${num(y1)} ${num(x2)} ${num(y2)} ${num(ex)} ${num(ey)} c`);
    prev.control = [x2, y2];
    [x, y] = [ex, ey];
  };
  const quad = (qx: number, qy: number, ex: number, ey: number) => {
    cubic(x + (2 / 3) * (qx - x), y + (2 / 3) * (qy - y), ex + (2 / 3) * (qx - ex), ey + (2 / 3) * (qy - ey), ex, ey);
    prev.control = [qx, qy];
  };
  try {
    while (i < tokens.length) {
      if (/[A-Za-z]/.test(tokens[i]!)) cmd = tokens[i++]!;
      else if (!cmd) return null;
      const rel = cmd === cmd.toLowerCase();
      const ox = rel ? x : 0;
      const oy = rel ? y : 0;
      const kind = cmd.toUpperCase();
      if (kind === 'M') {
        [x, y] = [ox + n(), oy + n()];
        [sx, sy] = [x, y];
        ops.push(`${num(x)} ${num(y)} m`);
        cmd = rel ? 'l' : 'L';
      } else if (kind === 'L') {
        [x, y] = [ox + n(), oy + n()];
        ops.push(`${num(x)} ${num(y)} l`);
      } else if (kind === 'H') {
        x = ox + n();
        ops.push(`${num(x)} ${num(y)} l`);
      } else if (kind === 'V') {
        y = oy + n();
        ops.push(`${num(x)} ${num(y)} l`);
      } else if (kind === 'C') cubic(ox + n(), oy + n(), ox + n(), oy + n(), ox + n(), oy + n());
      else if (kind === 'S') {
        const [rx, ry]: [number, number] =
          prev.kind === 'C' || prev.kind === 'S' ? [2 * x - prev.control[0], 2 * y - prev.control[1]] : [x, y];
        cubic(rx, ry, ox + n(), oy + n(), ox + n(), oy + n());
      } else if (kind === 'Q') quad(ox + n(), oy + n(), ox + n(), oy + n());
      else if (kind === 'T') {
        const [qx, qy]: [number, number] =
          prev.kind === 'Q' || prev.kind === 'T' ? [2 * x - prev.control[0], 2 * y - prev.control[1]] : [x, y];
        quad(qx, qy, ox + n(), oy + n());
      } else if (kind === 'Z') {
        ops.push('h');
        [x, y] = [sx, sy];
      } else return null;
      prev.kind = kind;
    }
  } catch {
    return null;
  }
  return ops.join('\n');
};

/**
 * An SVG made of paths only (no style sheet, no transform, no other element) as vector paths
 * in its viewBox; null for any other SVG (a canvas draws those).
 */
export const svgGraphic = (svg: string): Graphic | null => {
  const tags = svg.match(/<[^!?/][^>]*>/g) ?? [];
  const root = tags[0];
  if (!root || !/^<svg[\s>]/i.test(root)) return null;
  const elements = tags.slice(1);
  if (elements.some(t => !/^<(path|title|desc)[\s/>]/i.test(t) || /\s(style|transform|class)\s*=/i.test(t)) || /<style/i.test(svg))
    return null;
  const box = (attr(root, 'viewBox') ?? '').split(/[\s,]+/).map(Number);
  const viewBox: [number, number, number, number] =
    box.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0
      ? [box[0]!, box[1]!, box[2]!, box[3]!]
      : [0, 0, parseFloat(attr(root, 'width') ?? '') || 300, parseFloat(attr(root, 'height') ?? '') || 150];
  const parts: string[] = [];
  for (const tag of elements.filter(t => /^<path/i.test(t))) {
    const ops = pathOps(attr(tag, 'd') ?? '');
    if (ops === null) return null;
    const fill = colour(attr(tag, 'fill'), '#000');
    const stroke = colour(attr(tag, 'stroke'), null);
    if (!ops || (!fill && !stroke)) continue;
    const width = Number(attr(tag, 'stroke-width') ?? 1);
    const cap = { butt: 0, round: 1, square: 2 }[attr(tag, 'stroke-linecap') ?? 'butt'] ?? 0;
    const join = { miter: 0, round: 1, bevel: 2 }[attr(tag, 'stroke-linejoin') ?? 'miter'] ?? 0;
    parts.push(
      [
        'q',
        fill ? `${fill} rg` : '',
        stroke ? `${stroke} RG ${num(Number.isFinite(width) ? width : 1)} w ${cap} J ${join} j` : '',
        ops,
        fill && stroke ? 'B' : fill ? 'f' : 'S',
        'Q',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  }
  return parts.length ? { kind: 'vector', viewBox, content: parts.join('\n') } : null;
};

/** A picture's data: URL as a graphic, without a canvas; null when only a canvas could draw it. */
export const graphicOf = (url: string): Graphic | null => {
  const data = readDataUrl(url);
  if (!data) return null;
  if (data.type === 'image/png') {
    const pixels = decodePng(data.bytes);
    return pixels ? pixelsGraphic(pixels) : null;
  }
  if (data.type === 'image/jpeg' || data.type === 'image/jpg') return jpegGraphic(data.bytes);
  if (data.type === 'image/svg+xml') return svgGraphic(new TextDecoder().decode(data.bytes));
  return null;
};
