/** The plot map by keyboard, wheel and screen reader, pure and testable… docs/decisions.md "Notes: src/features/plotMap/mapKeyboard.ts" */
import { parseMeasurement } from '../../common/land';
import { centreOf, type Point, type View } from './mapLogic';
import type { TranslateText } from '../../common/i18n';
import { fillIn } from '../plotStatus/statusLogic';

const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/** What a screen reader says for a plot: "Plot 114, Available, 30 × 60, corner"… */
export const plotLabel = (row: Readonly<Record<string, unknown>>, t: TranslateText = fillIn): string => {
  const sides = parseMeasurement(row.measurement);
  const measurement = sides ? `${sides[0]} × ${sides[1]}` : String(row.measurement ?? '').trim();
  const status = String(row.status ?? '').trim();
  const parts = [
    t('Plot %{plot}', { plot: String(row.number ?? '').trim() }).trim(),
    status ? t(status) : '',
    measurement,
    truthy(row.is_corner) ? t('corner') : '',
  ];
  return parts.filter(Boolean).join(', ');
};

export type Direction = 'left' | 'right' | 'up' | 'down';

export const ARROWS: Readonly<Record<string, Direction>> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

const UNIT: Readonly<Record<Direction, Point>> = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] };

/** The plot an arrow key moves to from `from`: among the plots whose centre lies ahead in that direction, the nearest… */
export const nearestInDirection = <Id>(
  plots: ReadonlyArray<{ id: Id; centre: Point }>,
  from: Point,
  direction: Direction,
  exclude?: Id | null,
): Id | null => {
  const [ux, uy] = UNIT[direction];
  let best: Id | null = null;
  let bestScore = Infinity;
  for (const p of plots) {
    if (exclude !== undefined && exclude !== null && p.id === exclude) continue;
    const dx = p.centre[0] - from[0];
    const dy = p.centre[1] - from[1];
    const ahead = dx * ux + dy * uy;
    if (ahead <= 0) continue;
    const aside = Math.abs(dx * uy - dy * ux);
    if (aside > ahead * Math.tan(Math.PI / 3)) continue;
    const score = ahead + 2 * aside;
    if (score < bestScore) {
      bestScore = score;
      best = p.id;
    }
  }
  return best;
};

/** The centres of the plots, once per list of plots (the arrows' candidates). */
export const centresOf = <Id>(plots: ReadonlyArray<{ id: Id; points: Point[] }>): Array<{ id: Id; centre: Point }> =>
  plots.map(p => ({ id: p.id, centre: centreOf(p.points) }));

/** A new scale keeping the image point under `pointer` (stage pixels) where it is: the wheel zooms about the pointer. */
export const zoomAt = (view: View, pointer: { x: number; y: number }, scale: number): View => {
  const ix = (pointer.x - view.x) / view.scale;
  const iy = (pointer.y - view.y) / view.scale;
  return { scale, x: pointer.x - ix * scale, y: pointer.y - iy * scale };
};

/** The wheel travel of one zoom step (a mouse notch is 100 pixels; a trackpad sends many small deltas). */
export const WHEEL_STEP = 100;
const LINE_HEIGHT = 40;

/** The zoom steps of a wheel event, given what earlier small deltas left over: +1 zooms in, -1 zooms out, 0 waits for more travel. */
export const wheelStep = (rest: number, deltaY: number, deltaMode = 0): { step: -1 | 0 | 1; rest: number } => {
  const pixels = deltaMode === 1 ? deltaY * LINE_HEIGHT : deltaMode === 2 ? Math.sign(deltaY) * WHEEL_STEP : deltaY;
  const travel = rest + pixels;
  if (travel <= -WHEEL_STEP) return { step: 1, rest: 0 };
  if (travel >= WHEEL_STEP) return { step: -1, rest: 0 };
  return { step: 0, rest: travel };
};

/** The change of the distance between two fingers that makes one zoom step (25 % apart or together). */
export const PINCH_RATIO = 1.25;

/** The zoom step of a two-finger pinch on a touch screen, from the distance between the fingers when the last step was taken and now… */
export const pinchStep = (base: number, distance: number): { step: -1 | 0 | 1; base: number } => {
  if (!(base > 0) || !(distance > 0)) return { step: 0, base: distance > 0 ? distance : base };
  if (distance / base >= PINCH_RATIO) return { step: 1, base: distance };
  if (base / distance >= PINCH_RATIO) return { step: -1, base: distance };
  return { step: 0, base };
};

/** Two touches as a pinch: the distance between them and their middle, relative to `origin` (the map's corner on screen). */
export const touchPair = (
  touches: ArrayLike<{ clientX: number; clientY: number }>,
  origin: { left: number; top: number },
): { distance: number; centre: { x: number; y: number } } | null => {
  if (touches.length !== 2) return null;
  const a = touches[0]!;
  const b = touches[1]!;
  return {
    distance: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY),
    centre: { x: (a.clientX + b.clientX) / 2 - origin.left, y: (a.clientY + b.clientY) / 2 - origin.top },
  };
};

/** How far one modified arrow pans the map, in stage pixels. */
export const PAN_STEP = 80;

/** The view after panning by an arrow with a modifier: the map moves so that the view travels that way. */
export const panView = (view: View, direction: Direction, step = PAN_STEP): View => {
  const [ux, uy] = UNIT[direction];
  return { ...view, x: view.x - ux * step, y: view.y - uy * step };
};

export type MapKey =
  | { kind: 'select'; direction: Direction }
  | { kind: 'pan'; direction: Direction }
  | { kind: 'zoom'; step: 1 | -1 }
  | { kind: 'open' }
  | { kind: 'leave' };

/** What a key pressed on the map does, or null for keys the map leaves to the page (Tab, letters). */
export const mapKey = (e: { key: string; shiftKey?: boolean; ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean }): MapKey | null => {
  const direction = ARROWS[e.key];
  if (direction) return e.shiftKey || e.ctrlKey || e.altKey || e.metaKey ? { kind: 'pan', direction } : { kind: 'select', direction };
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  if (e.key === '+' || e.key === '=') return { kind: 'zoom', step: 1 };
  if (e.key === '-' || e.key === '_') return { kind: 'zoom', step: -1 };
  if (e.key === 'Enter' || e.key === ' ') return { kind: 'open' };
  if (e.key === 'Escape') return { kind: 'leave' };
  return null;
};

/** The keys, said once to a screen reader when the map takes the focus. */
export const MAP_KEYS_HELP =
  'Arrow keys select the nearest plot in that direction; Shift with an arrow pans; plus and minus zoom; Enter opens the selected plot; Escape leaves drawing.';

/** The plot whose centre is nearest to `from` (the first arrow when nothing is selected yet). */
export const nearestTo = <Id>(plots: ReadonlyArray<{ id: Id; centre: Point }>, from: Point): Id | null => {
  let best: Id | null = null;
  let bestDistance = Infinity;
  for (const p of plots) {
    const d = Math.hypot(p.centre[0] - from[0], p.centre[1] - from[1]);
    if (d < bestDistance) {
      bestDistance = d;
      best = p.id;
    }
  }
  return best;
};
