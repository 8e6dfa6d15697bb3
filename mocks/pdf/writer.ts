/**
 * The demo API's PDF file writer: numbered objects, binary streams, the cross-reference table; the
 * two standard fonts (Helvetica, Helvetica-Bold, WinAnsi) with their widths for printable ASCII;
 * and the text layer's font: a Type0 font without glyphs whose ToUnicode map turns each code back
 * into the character it stands for, so every character of the document can be searched, copied
 * and extracted, whatever script it is in (what an OCR layer over a scan does).
 */

/** Widths of Helvetica / Helvetica-Bold for codes 32..126 (WinAnsiEncoding), in 1/1000 em (the Adobe AFM files). */
// prettier-ignore
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556,
  278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667,
  611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833,
  556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
// prettier-ignore
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556,
  333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667,
  611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889,
  611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** What the standard fonts draw here: printable ASCII (their other glyphs would need the encoding's bytes). */
export const isStandardText = (text: string): boolean => /^[\x20-\x7e]*$/.test(text);

/** The width of printable ASCII text in Helvetica (bold or not), in points. */
export const standardWidth = (text: string, size: number, bold: boolean): number => {
  const widths = bold ? HELVETICA_BOLD : HELVETICA;
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += widths[text.charCodeAt(i) - 32] ?? 556;
  return (sum * size) / 1000;
};

/** A number as a PDF writes it: at most 3 decimals, no exponent. */
export const num = (n: number): string => {
  const fixed = (Math.round(n * 1000) / 1000).toFixed(3).replace(/\.?0+$/, '');
  return fixed === '-0' ? '0' : fixed;
};

/** A PDF literal string of printable ASCII. */
export const literal = (text: string): string => `(${text.replace(/[\\()]/g, m => `\\${m}`)})`;

/** Any text as a PDF text string (UTF-16BE with its byte order mark), for the document's information. */
export const utf16Hex = (text: string): string => {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  return `<${hex}>`;
};

const encoder = new TextEncoder();
/** Text of the file as bytes: ASCII by construction (other text is written as hex), so one byte a character. */
const bytesOf = (text: string): Uint8Array => encoder.encode(text);
// eslint-disable-next-line no-control-regex -- the ASCII range, on purpose
const isAscii = (text: string) => !/[^\x00-\x7f]/.test(text);

/** The objects of a PDF file, written in the order of their numbers. */
export class PdfFile {
  private readonly objects: (Array<string | Uint8Array> | undefined)[] = [];
  /** Whether a stream holds bytes above 127 (a text-only file stays ASCII, and can be kept as a string). */
  private binary = false;

  /** A number for an object written later (a page's parent, a font used before it is written). */
  reserve(): number {
    this.objects.push(undefined);
    return this.objects.length;
  }

  /** Writes object `id`: a dictionary or other value, or a dictionary's entries and its stream. */
  set(id: number, value: string, stream?: Uint8Array | string): number {
    if (stream === undefined) {
      this.objects[id - 1] = [`${id} 0 obj\n${value}\nendobj\n`];
      return id;
    }
    // Text that is not ASCII (it should never be) as its bytes, so that lengths and offsets stay true.
    const data = typeof stream === 'string' && !isAscii(stream) ? bytesOf(stream) : stream;
    if (typeof data !== 'string' && !this.binary && data.some(b => b > 127)) this.binary = true;
    this.objects[id - 1] = [
      `${id} 0 obj\n<< ${value ? `${value} ` : ''}/Length ${data.length} >>\nstream\n`,
      data,
      '\nendstream\nendobj\n',
    ];
    return id;
  }

  add(value: string, stream?: Uint8Array | string): number {
    return this.set(this.reserve(), value, stream);
  }

  /** The file: header, objects, cross-reference table and trailer. */
  bytes(root: number, info?: number): Uint8Array {
    // A binary file's second line has bytes above 127, telling a transfer program so (PDF 7.5.2).
    const parts: Array<string | Uint8Array> = [
      this.binary ? new Uint8Array([...bytesOf('%PDF-1.4\n%'), 0xe2, 0xe3, 0xcf, 0xd3, 10]) : '%PDF-1.4\n',
    ];
    let offset = parts[0]!.length;
    const offsets: number[] = [];
    this.objects.forEach((chunks, i) => {
      if (!chunks) throw new Error(`PDF object ${i + 1} was reserved but never written`);
      offsets.push(offset);
      for (const chunk of chunks) {
        const part = typeof chunk === 'string' && !isAscii(chunk) ? bytesOf(chunk) : chunk;
        parts.push(part);
        offset += part.length;
      }
    });
    const size = this.objects.length + 1;
    parts.push(
      `xref\n0 ${size}\n0000000000 65535 f \n${offsets.map(o => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}` +
        `trailer\n<< /Size ${size} /Root ${root} 0 R${info ? ` /Info ${info} 0 R` : ''} >>\nstartxref\n${offset}\n%%EOF\n`,
    );
    // Consecutive text joined and encoded at once.
    const blocks: Uint8Array[] = [];
    let text = '';
    for (const part of parts) {
      if (typeof part === 'string') text += part;
      else {
        if (text) blocks.push(bytesOf(text));
        text = '';
        blocks.push(part);
      }
    }
    if (text) blocks.push(bytesOf(text));
    if (blocks.length === 1) return blocks[0]!;
    const out = new Uint8Array(blocks.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of blocks) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  }
}

/**
 * The text layer's codes: one 2-byte code per distinct character of the document (a code point,
 * so a character outside the BMP too), and the ToUnicode map that reads them back.
 */
export class TextLayerCodes {
  private readonly codes = new Map<string, number>();

  /** The codes of `text`, as a PDF hex string. */
  hex(text: string): string {
    let hex = '';
    for (const ch of text) {
      let code = this.codes.get(ch);
      if (code === undefined) {
        code = this.codes.size + 1;
        this.codes.set(ch, code);
      }
      hex += code.toString(16).toUpperCase().padStart(4, '0');
    }
    return `<${hex}>`;
  }

  get used(): boolean {
    return this.codes.size > 0;
  }

  /** The ToUnicode CMap (PDF 9.10.3): each code → the UTF-16BE of its character. */
  toUnicode(): string {
    const pairs = [...this.codes].map(([ch, code]) => {
      let dst = '';
      for (let i = 0; i < ch.length; i++) dst += ch.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
      return `<${code.toString(16).toUpperCase().padStart(4, '0')}> <${dst}>`;
    });
    const blocks: string[] = [];
    for (let i = 0; i < pairs.length; i += 100) {
      const block = pairs.slice(i, i + 100);
      blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
    }
    return [
      '/CIDInit /ProcSet findresource begin',
      '12 dict begin',
      'begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
      '/CMapName /Adobe-Identity-UCS def',
      '/CMapType 2 def',
      '1 begincodespacerange',
      '<0000> <FFFF>',
      'endcodespacerange',
      ...blocks,
      'endcmap',
      'CMapName currentdict /CMap defineresource pop',
      'end',
      'end',
    ].join('\n');
  }

  /** Writes the text layer's font (Type0, Identity-H, no glyphs drawn: it is only ever used invisibly). */
  write(pdf: PdfFile, id: number): void {
    const toUnicode = pdf.add('', this.toUnicode());
    const descriptor = pdf.add(
      '<< /Type /FontDescriptor /FontName /TextLayer /Flags 5 /FontBBox [0 -200 500 800] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 >>',
    );
    const cid = pdf.add(
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /TextLayer /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptor} 0 R /DW ${TEXT_LAYER_ADVANCE} /CIDToGIDMap /Identity >>`,
    );
    pdf.set(
      id,
      `<< /Type /Font /Subtype /Type0 /BaseFont /TextLayer /Encoding /Identity-H /DescendantFonts [${cid} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
    );
  }
}

/** The advance of every code of the text layer's font, in 1/1000 em (stretched with Tz to the drawn width). */
export const TEXT_LAYER_ADVANCE = 500;
