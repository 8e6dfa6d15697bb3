/** What the plot map tells the bench and the end-to-end tests… docs/decisions.md "Notes: src/features/plotMap/stats.ts" */
export interface PlotMapStats {
  /** Plots drawn by the first draw. */
  plots: number;
  /** From opening the map to all plots drawn, ms. */
  firstDrawMs: number | null;
  /** Draws of the plots layer since the map opened. */
  frames: number;
  /** The last draw of the plots layer (pan and zoom frames), ms. */
  lastFrameMs: number;
  maxFrameMs: number;
  /** Plots in view at the last draw. */
  drawnPlots: number;
}

/** The map on screen, for the end-to-end tests and the bench: image points to page points, plot colours. */
export interface PlotMapProbe {
  /** Viewport position (CSS px) of image point (x, y). */
  toClient(x: number, y: number): { x: number; y: number } | null;
  /** The colour a plot is drawn in, or null when it is not drawn. */
  colorOf(id: number | string): string | null;
  /** The stage scale (image units to CSS px). */
  scale(): number;
  /** The view: the image origin on the stage and the scale (a live refresh must not move it). */
  view(): { x: number; y: number; scale: number } | null;
  /** The plots marked as changed since last looked (issue 38). */
  changed(): string[];
  /** Asks the plots again now, as the 30 s refresh does; resolves once the answer is applied. */
  refresh(): Promise<void>;
}

declare global {
  interface Window {
    __plotMapStats?: PlotMapStats;
    __plotMap?: PlotMapProbe;
  }
}

let openedAt: number | null = null;

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** Called when a Map tab mounts (before the canvas chunk loads). */
export const markMapOpened = () => {
  openedAt = now();
  if (typeof performance !== 'undefined' && performance.mark) performance.mark('plotmap:opened');
  if (typeof window !== 'undefined') {
    window.__plotMapStats = { plots: 0, firstDrawMs: null, frames: 0, lastFrameMs: 0, maxFrameMs: 0, drawnPlots: 0 };
  }
};

export const recordFirstDraw = (plots: number) => {
  if (typeof window === 'undefined') return;
  const stats = window.__plotMapStats ?? { plots: 0, firstDrawMs: null, frames: 0, lastFrameMs: 0, maxFrameMs: 0, drawnPlots: 0 };
  stats.plots = plots;
  stats.firstDrawMs = openedAt === null ? null : Math.round((now() - openedAt) * 10) / 10;
  window.__plotMapStats = stats;
};

export const recordFrame = (ms: number, drawn: number) => {
  if (typeof window === 'undefined' || !window.__plotMapStats) return;
  const stats = window.__plotMapStats;
  stats.frames += 1;
  stats.lastFrameMs = Math.round(ms * 100) / 100;
  stats.maxFrameMs = Math.max(stats.maxFrameMs, stats.lastFrameMs);
  stats.drawnPlots = drawn;
};
