/**
 * Text the standard PDF fonts cannot draw (Tamil, ₹, any non-Latin script), drawn by the browser:
 * the demo API's handlers run in the page (mocks/browser.ts), whose canvas shapes Tamil correctly
 * with Noto Sans Tamil (@fontsource/noto-sans-tamil, loaded through the FontFace API) and other
 * scripts with the system's fonts. A line of it becomes an image with a transparent background.
 * Node (the tests) has no real canvas: there the text is only in the PDF's text layer.
 */
import tamilRegular from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url';
import tamilBold from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2?url';
import { pixelsGraphic, readDataUrl, rgbaPixels, type Graphic } from './images';

/** Our own family name: the receipt page's CSS declares "Noto Sans Tamil" with its own rules. */
export const PDF_TAMIL_FAMILY = 'Noto Sans Tamil PDF';
const STACK = `"${PDF_TAMIL_FAMILY}", "Noto Sans Tamil", Roboto, Helvetica, Arial, sans-serif`;
const TAMIL_RANGE = 'U+0964-0965, U+0B82-0BFA, U+200C-200D, U+20B9, U+25CC';

/** Device pixels per point of the drawn text: 288 dpi, sharp when printed. */
const SCALE = 4;
/** The image's box around the baseline, in em: Tamil's vowel signs reach well above and below Latin letters. */
const ASCENT = 1.15;
const DESCENT = 0.5;

/** A run of text drawn as an image, and where it sits: all lengths in points. */
export interface DrawnText {
  graphic: Graphic;
  /** The image's size. */
  width: number;
  height: number;
  /** From the image's left edge to where the text starts; from its bottom edge to the baseline. */
  left: number;
  descent: number;
  /** The text's advance width. */
  advance: number;
}

/** Measures and draws text that the standard fonts cannot. */
export interface Raster {
  measure(text: string, size: number, bold: boolean): number;
  draw(text: string, size: number, bold: boolean): DrawnText | null;
  /** A picture the PDF cannot take as it is (a GIF, an interlaced PNG, an SVG with styles), as pixels. */
  picture(url: string): Promise<Graphic | null>;
}

type Context = OffscreenCanvasRenderingContext2D;

/** A canvas that really draws: jsdom has none, and vitest-canvas-mock's reads back nothing. */
const canvasWorks = (): boolean => {
  if (typeof OffscreenCanvas === 'undefined') return false;
  try {
    const ctx = new OffscreenCanvas(2, 2).getContext('2d') as Context | null;
    if (!ctx) return false;
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, 2, 2);
    return ctx.getImageData(0, 0, 1, 1).data[3] === 255;
  } catch {
    return false;
  }
};

let fontsLoaded: Promise<void> | undefined;

/** Noto Sans Tamil, once per page; without it (offline, refused) the system's fonts draw the text. */
const loadFonts = (): Promise<void> =>
  (fontsLoaded ??= (async () => {
    const scope = globalThis as { document?: Document; fonts?: FontFaceSet };
    const set = scope.document?.fonts ?? scope.fonts;
    if (typeof FontFace === 'undefined' || !set) return;
    await Promise.all(
      (
        [
          [tamilRegular, '400'],
          [tamilBold, '700'],
        ] as const
      ).map(async ([url, weight]) => {
        try {
          const face = new FontFace(PDF_TAMIL_FAMILY, `url(${JSON.stringify(url)}) format("woff2")`, { weight, unicodeRange: TAMIL_RANGE });
          set.add(await face.load());
        } catch {
          // The system's fonts draw the text instead.
        }
      }),
    );
  })());

const font = (px: number, bold: boolean) => `${bold ? 700 : 400} ${px}px ${STACK}`;

/** The page's canvas as a raster, once its fonts are loaded; null where there is no real canvas. */
export const canvasRaster = async (): Promise<Raster | null> => {
  if (!canvasWorks()) return null;
  await loadFonts();
  const meter = new OffscreenCanvas(1, 1).getContext('2d') as Context;
  return {
    measure(text, size, bold) {
      meter.font = font(size * SCALE, bold);
      return meter.measureText(text).width / SCALE;
    },
    draw(text, size, bold) {
      meter.font = font(size * SCALE, bold);
      const advance = meter.measureText(text).width;
      const pad = Math.ceil(size * SCALE * 0.25);
      const ascent = Math.ceil(size * SCALE * ASCENT);
      const descent = Math.ceil(size * SCALE * DESCENT);
      const width = Math.max(1, Math.ceil(advance) + 2 * pad);
      const height = ascent + descent;
      const ctx = new OffscreenCanvas(width, height).getContext('2d') as Context | null;
      if (!ctx) return null;
      ctx.font = font(size * SCALE, bold);
      ctx.fillStyle = '#000';
      ctx.textBaseline = 'alphabetic';
      ctx.fillText(text, pad, ascent);
      const pixels = rgbaPixels(ctx.getImageData(0, 0, width, height).data, width, height);
      return {
        graphic: pixelsGraphic(pixels),
        width: width / SCALE,
        height: height / SCALE,
        left: pad / SCALE,
        descent: descent / SCALE,
        advance: advance / SCALE,
      };
    },
    async picture(url) {
      try {
        const data = readDataUrl(url);
        if (!data) return null;
        let source: CanvasImageSource & { width: number; height: number };
        if (data.type === 'image/svg+xml') {
          // createImageBitmap takes no SVG; an <img> does (the page's policy allows data: images).
          if (typeof Image === 'undefined') return null;
          const img = new Image();
          img.src = url;
          await img.decode();
          source = img;
        } else source = await createImageBitmap(new Blob([data.bytes as BlobPart], { type: data.type }));
        // At most 900 x 300 pixels: a signature's box is 170 x 60 points.
        const k = Math.min(1, 900 / (source.width || 300), 300 / (source.height || 100));
        const width = Math.max(1, Math.round((source.width || 300) * k));
        const height = Math.max(1, Math.round((source.height || 100) * k));
        const ctx = new OffscreenCanvas(width, height).getContext('2d') as Context | null;
        if (!ctx) return null;
        ctx.drawImage(source, 0, 0, width, height);
        return pixelsGraphic(rgbaPixels(ctx.getImageData(0, 0, width, height).data, width, height));
      } catch {
        return null;
      }
    },
  };
};
