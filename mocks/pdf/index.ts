/**
 * The demo API's own PDFs (a booking, a gift to a customer, a list of customers, a brochure, the
 * seeded files): A4 pages with the organization's letterhead, a title, lines of text wrapped to
 * the page and as many pages as they need, and signatures. No text is dropped:
 * - printable ASCII is drawn in Helvetica (a standard font: no font file in the PDF);
 * - any other text (Tamil, ₹, other scripts) is drawn as an image by the page's canvas when there
 *   is one (./canvas.ts), and is always in an invisible text layer (./writer.ts) that a PDF
 *   reader searches, copies and extracts — in Node, with no canvas, only there;
 * - signatures: PNG, JPEG and plain SVG paths are embedded here, other pictures via the canvas.
 */
import { canvasRaster, type Raster } from './canvas';
import { graphicOf, writeImage, type Graphic } from './images';
import { PdfFile, TEXT_LAYER_ADVANCE, TextLayerCodes, isStandardText, literal, num, standardWidth, utf16Hex } from './writer';

export interface PdfLetterhead {
  name: string;
  address?: string | null;
  phone?: string | null;
}

/** A line of the body: text ('' is a gap), or text with its size and weight. */
export type PdfLine = string | { text: string; size?: number; bold?: boolean };

export interface PdfSignature {
  label: string;
  /** The picture (a data: URL), or null when there is none. */
  image: string | null;
}

export interface PdfSpec {
  title: string;
  lines: readonly PdfLine[];
  letterhead?: PdfLetterhead | null;
  signatures?: readonly PdfSignature[];
  /** What a signature's box says when there is no picture. */
  noSignature?: string;
}

const PAGE = { width: 595, height: 842, margin: 56 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const SIGNATURE = { width: 170, height: 60 };

/* Runs ---------------------------------------------------------------------------------------- */

interface Run {
  text: string;
  standard: boolean;
}

/**
 * A line cut into runs the standard font draws and runs it cannot: a word with letters of another
 * script goes whole to the latter (its shaping needs the whole word), with the spaces between two
 * such words; in a word of Latin letters and digits only the other signs do (₹ of ₹1,50,000, an en dash).
 */
export const runsOf = (line: string): Run[] => {
  if (isStandardText(line)) return line ? [{ text: line, standard: true }] : [];
  const tokens = line
    .split(/( +)/)
    .filter(t => t !== '')
    .flatMap(t =>
      // eslint-disable-next-line no-control-regex -- the ASCII range, on purpose
      /[^\x00-\x7f]/.test(t) && !/[^\x00-\x7f\p{S}\p{P}\p{Z}]/u.test(t) ? t.split(/([^\x00-\x7f]+)/).filter(p => p !== '') : [t],
    );
  const kinds = tokens.map(t => (/^ +$/.test(t) ? null : isStandardText(t)));
  const resolved = kinds.map((kind, i) => kind ?? !(kinds[i - 1] === false && kinds[i + 1] === false));
  const runs: Run[] = [];
  tokens.forEach((text, i) => {
    const standard = resolved[i]!;
    const last = runs[runs.length - 1];
    if (last && last.standard === standard) last.text += text;
    else runs.push({ text, standard });
  });
  return runs;
};

/** Control characters (a tab, a stray carriage return) as spaces. */
// eslint-disable-next-line no-control-regex -- control characters, on purpose
const clean = (text: string) => text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ');

const graphemes = (text: string): string[] =>
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map(s => s.segment)
    : [...text];

/* Layout -------------------------------------------------------------------------------------- */

interface Page {
  content: string[];
  images: Map<string, number>;
}

class Layout {
  readonly pdf = new PdfFile();
  readonly pagesId = this.pdf.reserve();
  readonly fonts = { regular: this.pdf.reserve(), bold: this.pdf.reserve(), layer: this.pdf.reserve() };
  readonly codes = new TextLayerCodes();
  readonly pages: Page[] = [];
  private imageCount = 0;
  /** The top of what is left of the page. */
  y = 0;

  constructor(private readonly raster: Raster | null) {
    this.newPage();
  }

  get page(): Page {
    return this.pages[this.pages.length - 1]!;
  }

  newPage() {
    this.pages.push({ content: [], images: new Map() });
    this.y = PAGE.height - PAGE.margin;
  }

  /** A new page when `height` points no longer fit on this one. */
  room(height: number) {
    if (this.y - height < PAGE.margin && this.y < PAGE.height - PAGE.margin) this.newPage();
  }

  /** An image on this page: its resource name. */
  image(graphic: Extract<Graphic, { kind: 'image' }>): string {
    const name = `Im${++this.imageCount}`;
    this.page.images.set(name, writeImage(this.pdf, graphic));
    return name;
  }

  /** The width of a line as drawLine draws it: its standard runs in Helvetica, the others as the canvas draws them. */
  width(text: string, size: number, bold: boolean): number {
    if (isStandardText(text)) return standardWidth(text, size, bold);
    return runsOf(text).reduce(
      (sum, run) => sum + (run.standard ? standardWidth(run.text, size, bold) : this.otherWidth(run.text, size, bold)),
      0,
    );
  }

  private otherWidth(text: string, size: number, bold: boolean): number {
    if (this.raster) return this.raster.measure(text, size, bold);
    // No canvas: an estimate (marks take no room), so that what follows on the line stays clear of it.
    let width = 0;
    for (const ch of text) width += isStandardText(ch) ? standardWidth(ch, size, bold) : /\p{M}/u.test(ch) ? 0 : 0.6 * size;
    return width;
  }

  /** A line's text cut into lines no wider than `max` (at spaces; a longer word at its characters). */
  wrap(text: string, size: number, bold: boolean, max: number): string[] {
    if (this.width(text, size, bold) <= max) return [text.trimEnd()];
    const out: string[] = [];
    let line = '';
    const push = () => {
      out.push(line.trimEnd());
      line = '';
    };
    for (const token of text.split(/( +)/).filter(t => t !== '')) {
      if (this.width(line + token, size, bold) <= max) {
        line += token;
        continue;
      }
      if (/^ +$/.test(token)) {
        push();
        continue;
      }
      if (line.trim()) push();
      line = '';
      if (this.width(token, size, bold) <= max) {
        line = token;
        continue;
      }
      for (const g of graphemes(token)) {
        if (line && this.width(line + g, size, bold) > max) push();
        line += g;
      }
    }
    if (line.trim() || !out.length) out.push(line.trimEnd());
    return out;
  }

  /** Draws one line at (x, baseline): standard runs as text, others as an image and the text layer. */
  drawLine(text: string, x: number, baseline: number, size: number, bold: boolean) {
    const content = this.page.content;
    for (const run of runsOf(text)) {
      if (run.standard) {
        content.push(`BT /${bold ? 'F2' : 'F1'} ${num(size)} Tf ${num(x)} ${num(baseline)} Td ${literal(run.text)} Tj ET`);
        x += standardWidth(run.text, size, bold);
        continue;
      }
      const drawn = this.raster?.draw(run.text, size, bold) ?? null;
      const advance = drawn ? drawn.advance : this.otherWidth(run.text, size, bold);
      if (drawn && drawn.graphic.kind === 'image') {
        const name = this.image(drawn.graphic);
        content.push(
          `q ${num(drawn.width)} 0 0 ${num(drawn.height)} ${num(x - drawn.left)} ${num(baseline - drawn.descent)} cm /${name} Do Q`,
        );
      }
      // The text layer: invisible (3 Tr), each character's advance stretched (Tz) to span the drawn run.
      const count = [...run.text].length;
      const scale = (100 * advance) / ((count * size * TEXT_LAYER_ADVANCE) / 1000);
      content.push(`q BT 3 Tr /F3 ${num(size)} Tf ${num(scale)} Tz ${num(x)} ${num(baseline)} Td ${this.codes.hex(run.text)} Tj ET Q`);
      x += advance;
    }
  }

  /** A block of text at the left margin, wrapped, each line `leading` points below the last. */
  text(text: string, size: number, bold: boolean, leading: number, x = PAGE.margin, max = CONTENT) {
    for (const paragraph of clean(text).split(/\r?\n/)) {
      for (const line of this.wrap(paragraph, size, bold, max)) {
        this.room(leading);
        this.y -= leading;
        if (line) this.drawLine(line, x, this.y + (leading - size) * 0.5 + size * 0.2, size, bold);
      }
    }
  }

  rule(thickness = 0.8) {
    this.page.content.push(`q ${num(thickness)} w ${PAGE.margin} ${num(this.y)} m ${PAGE.margin + CONTENT} ${num(this.y)} l S Q`);
  }

  /** A picture fitted into a box (its aspect kept, centred, standing on the box's bottom). */
  graphic(g: Graphic, x: number, y: number, width: number, height: number) {
    const [gw, gh] = g.kind === 'image' ? [g.width, g.height] : [g.viewBox[2], g.viewBox[3]];
    const k = Math.min(width / gw, height / gh);
    const [w, h] = [gw * k, gh * k];
    const left = x + (width - w) / 2;
    if (g.kind === 'image') {
      this.page.content.push(`q ${num(w)} 0 0 ${num(h)} ${num(left)} ${num(y)} cm /${this.image(g)} Do Q`);
      return;
    }
    const [vx, vy] = g.viewBox;
    // The SVG's y grows downwards: flipped, and clipped to the box.
    this.page.content.push(
      `q ${num(x)} ${num(y)} ${num(width)} ${num(height)} re W n ${num(k)} 0 0 ${num(-k)} ${num(left - vx * k)} ${num(y + h + vy * k)} cm\n${g.content}\nQ`,
    );
  }

  /** The file: pages, fonts and the document's information. */
  finish(title: string): Uint8Array {
    const { pdf, fonts } = this;
    pdf.set(fonts.regular, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
    pdf.set(fonts.bold, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
    // The text layer's font only where it is used (a reserved number must still be written).
    if (this.codes.used) this.codes.write(pdf, fonts.layer);
    else pdf.set(fonts.layer, 'null');
    const layer = this.codes.used ? ` /F3 ${fonts.layer} 0 R` : '';
    const kids = this.pages.map(page => {
      const contents = pdf.add('', page.content.join('\n'));
      const images = [...page.images].map(([name, id]) => `/${name} ${id} 0 R`).join(' ');
      return pdf.add(
        `<< /Type /Page /Parent ${this.pagesId} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 ${fonts.regular} 0 R /F2 ${fonts.bold} 0 R${layer} >>${images ? ` /XObject << ${images} >>` : ''} >> /Contents ${contents} 0 R >>`,
      );
    });
    pdf.set(this.pagesId, `<< /Type /Pages /Kids [${kids.map(k => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`);
    const root = pdf.add(`<< /Type /Catalog /Pages ${this.pagesId} 0 R >>`);
    const info = pdf.add(`<< /Title ${utf16Hex(title)} /Producer (Plots console demo API) >>`);
    return pdf.bytes(root, info);
  }
}

const lineOf = (line: PdfLine) => (typeof line === 'string' ? { text: line } : line);

/** Lays the document out with `raster` (or none), the signatures' pictures already read. */
const compose = (spec: PdfSpec, raster: Raster | null, pictures: ReadonlyArray<Graphic | null>): Uint8Array => {
  const layout = new Layout(raster);
  const head = spec.letterhead;
  if (head?.name) {
    layout.text(head.name, 16, true, 21);
    if (head.address) layout.text(head.address, 10, false, 13);
    if (head.phone) layout.text(`Phone: ${head.phone}`, 10, false, 13);
    layout.y -= 6;
    layout.rule();
    layout.y -= 8;
  }
  layout.text(spec.title, 15, true, 24);
  layout.y -= 4;
  for (const line of spec.lines.map(lineOf)) {
    if (!line.text.trim()) layout.y -= 8;
    else layout.text(line.text, line.size ?? 11, !!line.bold, Math.round((line.size ?? 11) * 1.45));
  }
  const signatures = spec.signatures ?? [];
  if (signatures.length) {
    layout.y -= 28;
    layout.room(SIGNATURE.height + 30);
    const top = layout.y;
    const step = signatures.length > 1 ? (CONTENT - SIGNATURE.width) / (signatures.length - 1) : 0;
    signatures.forEach((signature, i) => {
      const x = PAGE.margin + i * step;
      const bottom = top - SIGNATURE.height;
      const picture = pictures[i];
      if (picture) layout.graphic(picture, x, bottom, SIGNATURE.width, SIGNATURE.height);
      else {
        const note = signature.image ? 'Signature on record (not readable)' : (spec.noSignature ?? 'No signature');
        layout.drawLine(note, x, bottom + 8, 9, false);
      }
      layout.page.content.push(`q 0.5 w ${num(x)} ${num(bottom - 4)} m ${num(x + SIGNATURE.width)} ${num(bottom - 4)} l S Q`);
      layout.drawLine(signature.label, x, bottom - 16, 10, false);
    });
    layout.y = top - SIGNATURE.height - 24;
  }
  return layout.finish(spec.title);
};

/**
 * The PDF as the page can draw it: other scripts as images when the page has a canvas (pass
 * `raster` to choose one, null for none), and always in the text layer.
 */
export async function renderPdf(spec: PdfSpec, options: { raster?: Raster | null } = {}): Promise<Uint8Array> {
  const raster = options.raster !== undefined ? options.raster : await canvasRaster();
  const pictures = await Promise.all(
    (spec.signatures ?? []).map(async s => (s.image ? (graphicOf(s.image) ?? (raster ? await raster.picture(s.image) : null)) : null)),
  );
  return compose(spec, raster, pictures);
}

/** The PDF without a canvas, at once (the seeded files): other scripts in the text layer only. */
export function pdfSync(spec: PdfSpec): Uint8Array {
  return compose(
    spec,
    null,
    (spec.signatures ?? []).map(s => (s.image ? graphicOf(s.image) : null)),
  );
}
