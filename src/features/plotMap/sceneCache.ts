/** The map's scene pre-drawn at a few scales, so that a pan or zoom frame is one drawImage of the visible part of a ready bitmap… */
// Reasoning: docs/decisions.md "Notes: src/features/plotMap/sceneCache.ts"
import type { Box, Point } from './mapLogic';

export interface ScenePlot {
  /** The plot's id: what a recolour matches plots by (the number where there is none). */
  id?: number | string;
  number: string;
  points: Point[];
  box: Box;
}

export interface SceneInput {
  width: number;
  height: number;
  image: CanvasImageSource | null;
  /** Plots grouped by colour. */
  groups: ReadonlyArray<readonly [string, readonly ScenePlot[]]>;
}

export const LEVELS = [0.25, 0.5, 1] as const;
/** Pre-drawn bitmaps stay under 2048 px a side (a 4096 px scene of 2,000 plots takes ~0.8 s to draw). */
const MAX_SIDE = 2048;
const LABEL_MIN_PX = 32;
/** Above this many plots in view, numbers are left out of a live frame. */
const LIVE_LABELS_MAX = 400;

/** The scale factor a level really gets (capped at MAX_SIDE px). */
export const levelScale = (level: number, width: number, height: number) => Math.min(level, MAX_SIDE / Math.max(width, height, 1));

/** The largest scale a pre-drawn level has for this image. */
export const topScale = (width: number, height: number) => levelScale(LEVELS[LEVELS.length - 1]!, width, height);

/** The level a frame at `scale` draws from, or null when the frame draws the plots live. */
export const levelFor = (scale: number, width: number, height: number): number | null => {
  for (const l of LEVELS) if (levelScale(l, width, height) >= scale * 0.999) return l;
  return null;
};

const tracePolygon = (ctx: CanvasRenderingContext2D, pts: readonly Point[]) => {
  ctx.beginPath();
  ctx.moveTo(pts[0]![0], pts[0]![1]);
  for (let i = 1; i < pts.length; i++) ctx.lineTo(pts[i]![0], pts[i]![1]);
  ctx.closePath();
};

const groupsOf = (plots: ReadonlyArray<readonly [string, ScenePlot]>): SceneInput['groups'] => {
  const groups = new Map<string, ScenePlot[]>();
  for (const [colour, p] of plots) {
    const list = groups.get(colour);
    if (list) list.push(p);
    else groups.set(colour, [p]);
  }
  return [...groups.entries()];
};

/** Draws the plots (fill at half opacity, outline, numbers when they fit) on a context scaled by k. */
export const drawPlots = (ctx: CanvasRenderingContext2D, input: SceneInput, k: number, view?: Box) => {
  ctx.lineWidth = 1 / k;
  ctx.lineJoin = 'round';
  const labelled: ScenePlot[] = [];
  for (const [colour, list] of input.groups) {
    ctx.beginPath();
    for (const p of list) {
      if (view && (p.box.x1 < view.x0 || p.box.x0 > view.x1 || p.box.y1 < view.y0 || p.box.y0 > view.y1)) continue;
      const pts = p.points;
      ctx.moveTo(pts[0]![0], pts[0]![1]);
      for (let i = 1; i < pts.length; i++) ctx.lineTo(pts[i]![0], pts[i]![1]);
      ctx.closePath();
      if ((p.box.x1 - p.box.x0) * k >= LABEL_MIN_PX) labelled.push(p);
    }
    ctx.globalAlpha = 0.5;
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.strokeStyle = colour;
    ctx.stroke();
  }
  if (labelled.length && (!view || labelled.length <= LIVE_LABELS_MAX)) {
    ctx.fillStyle = '#000';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `${(11 / k).toFixed(3)}px sans-serif`;
    for (const p of labelled) ctx.fillText(p.number, (p.box.x0 + p.box.x1) / 2, (p.box.y0 + p.box.y1) / 2);
  }
};

const keyOf = (p: ScenePlot) => String(p.id ?? p.number);

/** The plots whose colour differs between two groupings (plots missing from `before` included). */
export const recoloured = (before: SceneInput['groups'], after: SceneInput['groups']): Array<readonly [string, ScenePlot]> => {
  const was = new Map<string, string>();
  for (const [colour, list] of before) for (const p of list) was.set(keyOf(p), colour);
  const changed: Array<readonly [string, ScenePlot]> = [];
  for (const [colour, list] of after) for (const p of list) if (was.get(keyOf(p)) !== colour) changed.push([colour, p]);
  return changed;
};

export class SceneCache {
  private levels = new Map<number, HTMLCanvasElement>();
  private pending: ReturnType<typeof setTimeout> | null = null;
  private input: SceneInput;

  constructor(input: SceneInput) {
    this.input = input;
  }

  /** The grouping the bitmaps show. */
  get groups(): SceneInput['groups'] {
    return this.input.groups;
  }

  /** New colours for some plots of the same geometry: each built bitmap is patched where a plot changed… */
  recolour(groups: SceneInput['groups']): number {
    const changed = recoloured(this.input.groups, groups);
    this.input = { ...this.input, groups };
    if (changed.length === 0) return 0;
    const { width, height } = this.input;
    const background = this.input.image ? this.image() : null;
    const t = topScale(width, height);
    for (const [level, canvas] of this.levels) {
      const ctx = canvas.getContext('2d');
      if (!ctx) continue;
      const k = levelScale(level, width, height);
      ctx.save();
      ctx.setTransform(k, 0, 0, k, 0, 0);
      for (const [, p] of changed) {
        const b = p.box;
        ctx.save();
        tracePolygon(ctx, p.points);
        ctx.clip();
        if (background) {
          ctx.drawImage(background, b.x0 * t, b.y0 * t, (b.x1 - b.x0) * t, (b.y1 - b.y0) * t, b.x0, b.y0, b.x1 - b.x0, b.y1 - b.y0);
        } else {
          ctx.fillStyle = '#fafafa';
          ctx.fillRect(b.x0, b.y0, b.x1 - b.x0, b.y1 - b.y0);
        }
        ctx.restore();
      }
      drawPlots(ctx, { ...this.input, groups: groupsOf(changed) }, k);
      ctx.restore();
    }
    return changed.length;
  }

  private imageOnly: HTMLCanvasElement | null = null;

  /** The image alone at the top scale (under live plots). */
  image(): HTMLCanvasElement | null {
    if (this.imageOnly) return this.imageOnly;
    const { width, height, image } = this.input;
    if (!image) return null;
    const k = topScale(width, height);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.ceil(width * k));
    canvas.height = Math.max(1, Math.ceil(height * k));
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.scale(k, k);
    ctx.drawImage(image, 0, 0, width, height);
    this.imageOnly = canvas;
    return canvas;
  }

  get sceneInput(): SceneInput {
    return this.input;
  }

  private build(level: number): HTMLCanvasElement | null {
    const { width, height, image } = this.input;
    const k = levelScale(level, width, height);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.ceil(width * k));
    canvas.height = Math.max(1, Math.ceil(height * k));
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.scale(k, k);
    if (image) {
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(image, 0, 0, width, height);
    } else {
      ctx.fillStyle = '#fafafa';
      ctx.fillRect(0, 0, width, height);
    }
    drawPlots(ctx, this.input, k);
    this.levels.set(level, canvas);
    return canvas;
  }

  /** The bitmap of a level, drawn now if needed. */
  get(level: number): HTMLCanvasElement | null {
    return this.levels.get(level) ?? this.build(level);
  }

  has(level: number) {
    return this.levels.has(level);
  }

  /** Draws the missing levels one by one while the page is idle; `done` after the last. */
  prepareRest(done?: () => void) {
    const { width, height } = this.input;
    const missing = LEVELS.filter(
      (l, i) => !this.levels.has(l) && (i === 0 || levelScale(l, width, height) > levelScale(LEVELS[i - 1]!, width, height)),
    );
    let imageDone = !this.input.image;
    const next = () => {
      const level = missing.shift();
      if (level === undefined) {
        if (!imageDone) {
          imageDone = true;
          this.image();
          this.pending = setTimeout(next, 30);
          return;
        }
        this.pending = null;
        done?.();
        return;
      }
      if (!this.levels.has(level)) this.build(level);
      this.pending = setTimeout(next, 30);
    };
    this.pending = setTimeout(next, 30);
  }

  dispose() {
    if (this.pending) clearTimeout(this.pending);
    this.pending = null;
    for (const c of [...this.levels.values(), ...(this.imageOnly ? [this.imageOnly] : [])]) {
      c.width = 0;
      c.height = 0;
    }
    this.levels.clear();
    this.imageOnly = null;
  }
}
