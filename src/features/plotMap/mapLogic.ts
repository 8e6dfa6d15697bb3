/** The rules of the plot maps, pure and testable (spec 1 §2 "Plot map editor", §4, §7; spec 3 "Price guides"; inventory C5). */
// Reasoning: docs/decisions.md "Notes: src/features/plotMap/mapLogic.ts"
import { MAP_COLORS, PLOT_STATUSES, statusColor } from '../plotStatus/colors';

export type Point = [number, number];
export interface Size {
  width: number;
  height: number;
}

/* Messages (spec 1 §8, §9) ------------------------------------------------------------------ */

export const MAP_MESSAGES = {
  notFound: 'Plot Not Found',
  createFailed: 'Unable to Create Plot',
  saveFailed: 'Unable to save mapping data',
  plotNumber: 'Plot number is required',
  created: 'Plot created successfully.',
  saved: 'Plot coordinates saved successfully.',
  assigned: 'Plots assigned to the price guide.',
  unassigned: 'Plots removed from the price guide.',
} as const;

/* Polygon rules (spec 1 §4 "Polygon rules") ------------------------------------------------- */

/** A polygon keeps at least 3 points. */
export const MIN_POINTS = 3;
/** A dropped corner merges with a neighbour within this distance... */
export const MERGE_DISTANCE = 1;
/** ...only when the polygon has more than this many points. */
export const MERGE_ABOVE = 4;

const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** A corner moved while dragging (no merge yet). */
export const moveCorner = (points: readonly Point[], index: number, to: Point): Point[] =>
  points.map((p, i) => (i === index ? ([to[0], to[1]] as Point) : p));

/** A corner dropped at `to` moves there; with more than 4 points, landing within 1 unit of a neighbour merges it into that one. */
export const dropCorner = (points: readonly Point[], index: number, to: Point): Point[] => {
  const moved = moveCorner(points, index, to);
  if (moved.length <= MERGE_ABOVE) return moved;
  const n = moved.length;
  const prev = moved[(index - 1 + n) % n]!;
  const next = moved[(index + 1) % n]!;
  if (distance(to, prev) <= MERGE_DISTANCE || distance(to, next) <= MERGE_DISTANCE) {
    return moved.filter((_, i) => i !== index);
  }
  return moved;
};

/** The midpoint handles: one per edge, edge i runs from point i to point i + 1 (closing edge last). */
export const midpoints = (points: readonly Point[]): Point[] =>
  points.map((p, i) => {
    const q = points[(i + 1) % points.length]!;
    return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2] as Point;
  });

/** Clicking the midpoint handle of edge `edge` adds a point there (after point `edge`). */
export const insertMidpoint = (points: readonly Point[], edge: number): Point[] => {
  const mid = midpoints(points)[edge];
  if (!mid) return [...points];
  return [...points.slice(0, edge + 1), mid, ...points.slice(edge + 1)];
};

/** Double-clicking a point removes it, only while the polygon has more than 3 points. */
export const removePoint = (points: readonly Point[], index: number): Point[] =>
  points.length > MIN_POINTS ? points.filter((_, i) => i !== index) : [...points];

/** Images under this size (width or height) get the proportional default rectangle. */
export const SMALL_IMAGE = 200;
export const DEFAULT_HALF_WIDTH = 50;
export const DEFAULT_HALF_HEIGHT = 100;

/** A new shape: a rectangle around the image centre, half-width 50 and half-height 100… */
export const defaultRectangle = ({ width, height }: Size): Point[] => {
  const small = width < SMALL_IMAGE || height < SMALL_IMAGE;
  const hw = small ? width / 6 : DEFAULT_HALF_WIDTH;
  const hh = small ? height / 4 : DEFAULT_HALF_HEIGHT;
  const cx = width / 2;
  const cy = height / 2;
  return [
    [cx - hw, cy - hh],
    [cx + hw, cy - hh],
    [cx + hw, cy + hh],
    [cx - hw, cy + hh],
  ];
};

/** The whole shape moved by (dx, dy) (dragging a new or copied shape). */
export const translate = (points: readonly Point[], dx: number, dy: number): Point[] => points.map(([x, y]) => [x + dx, y + dy] as Point);

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export const boundingBox = (points: readonly Point[]): Box => {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of points) {
    if (x < x0) x0 = x;
    if (y < y0) y0 = y;
    if (x > x1) x1 = x;
    if (y > y1) y1 = y;
  }
  return { x0, y0, x1, y1 };
};

export const centreOf = (points: readonly Point[]): Point => {
  const b = boundingBox(points);
  return [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2];
};

/** A copy: the selected shape, beside the original (moved right by its own width). */
export const copyShape = (points: readonly Point[]): Point[] => {
  const b = boundingBox(points);
  return translate(points, Math.max(1, b.x1 - b.x0), 0);
};

/** Ray casting: whether (x, y) is inside the polygon. */
export const pointInPolygon = (x: number, y: number, points: readonly Point[]): boolean => {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};

/** Coordinates as the API stores them: a list of [x, y]; anything else counts as none. */
export const pointsOf = (coordinates: unknown): Point[] =>
  Array.isArray(coordinates)
    ? coordinates
        .filter((p): p is unknown[] => Array.isArray(p) && p.length >= 2)
        .map(p => [Number(p[0]), Number(p[1])] as Point)
        .filter(p => Number.isFinite(p[0]) && Number.isFinite(p[1]))
    : [];

/** A plot is placed on the map when it has a polygon (3 points or more). */
export const isPlaced = (coordinates: unknown): boolean => pointsOf(coordinates).length >= MIN_POINTS;

/** The cords of a shape as the API takes them: a list of [x, y] rows, rounded to 2 decimals… */
export const toCords = (points: readonly Point[]): Array<[number, number]> =>
  points.map(([x, y]) => [Math.round(x * 100) / 100, Math.round(y * 100) / 100]);

/* Zoom (spec 1 §4; C5) -------------------------------------------------------------------- */

export const ZOOM_STEP = 0.5;
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 4;
/** The editor opens at 1: the layout image fitted into the stage. */
export const ZOOM_START = 1;

/** Zoom in only while below 4. */
export const canZoomIn = (zoom: number) => zoom < ZOOM_MAX;
/** Zoom out only while above 0.5. */
export const canZoomOut = (zoom: number) => zoom > ZOOM_MIN;
export const zoomIn = (zoom: number) => (canZoomIn(zoom) ? zoom + ZOOM_STEP : zoom);
export const zoomOut = (zoom: number) => (canZoomOut(zoom) ? zoom - ZOOM_STEP : zoom);

/** The layout map's own zoom steps (plot show map): 0 = fit, then 1 and 1.5 (image pixels). */
export const LAYOUT_ZOOM_STEPS = [0, 1, 1.5] as const;
export type LayoutZoom = (typeof LAYOUT_ZOOM_STEPS)[number];
export const layoutZoomIn = (z: LayoutZoom): LayoutZoom =>
  LAYOUT_ZOOM_STEPS[Math.min(LAYOUT_ZOOM_STEPS.indexOf(z) + 1, LAYOUT_ZOOM_STEPS.length - 1)]!;
export const layoutZoomOut = (z: LayoutZoom): LayoutZoom => LAYOUT_ZOOM_STEPS[Math.max(LAYOUT_ZOOM_STEPS.indexOf(z) - 1, 0)]!;
/** The stage scale of a layout-map step: 0 fits the image, 1 and 1.5 are image-pixel scales. */
export const layoutZoomScale = (z: LayoutZoom, fit: number) => (z === 0 ? fit : z);

/** The scale that shows the whole image in the stage. */
export const fitScale = (stage: Size, image: Size): number =>
  image.width > 0 && image.height > 0 ? Math.min(stage.width / image.width, stage.height / image.height) : 1;

export interface View {
  scale: number;
  x: number;
  y: number;
}

/** The view that shows image point `p` at the stage centre, at `scale`. */
export const centredView = (stage: Size, p: Point, scale: number): View => ({
  scale,
  x: stage.width / 2 - p[0] * scale,
  y: stage.height / 2 - p[1] * scale,
});

/** A new scale keeping the image point under the stage centre where it is. */
export const zoomView = (view: View, stage: Size, scale: number): View => {
  const cx = (stage.width / 2 - view.x) / view.scale;
  const cy = (stage.height / 2 - view.y) / view.scale;
  return centredView(stage, [cx, cy], scale);
};

/* Stage size (spec 1 §4) ------------------------------------------------------------------ */

export const STAGE_MIN_HEIGHT = 800;

/** Width: window minus 380 on screens wider than 599 (else the window); height: window minus 150, at least 800. */
export const stageSize = (win: Size): Size => ({
  width: Math.max(0, win.width > 599 ? win.width - 380 : win.width),
  height: Math.max(STAGE_MIN_HEIGHT, win.height - 150),
});

/* Colours (spec 1 §4; spec 3 "Price guides") ------------------------------------------------ */

export interface MapPlotRow {
  id: number | string;
  number?: unknown;
  status?: unknown;
  measurement?: unknown;
  coordinates?: unknown;
  plotbooked?: unknown;
  plotResale?: unknown;
  priceguide_id?: unknown;
  [key: string]: unknown;
}

const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/** A Booked plot is paid when its booking says so. */
export const isBookedPaid = (plot: MapPlotRow): boolean => {
  const booked = plot.plotbooked as { paid?: unknown } | null | undefined;
  return truthy(booked && typeof booked === 'object' ? booked.paid : undefined) || truthy(plot.paid);
};

/** Resale records exist for the plot. */
export const hasResale = (plot: MapPlotRow): boolean => {
  const r = plot.plotResale;
  if (Array.isArray(r)) return r.length > 0;
  return r !== null && r !== undefined && r !== '' && r !== false && r !== 0;
};

/** The editor's colour of a plot: no coordinates purple; Booked orange, red when paid… */
export const plotColor = (plot: MapPlotRow, resaleView = false): string => {
  if (!isPlaced(plot.coordinates)) return MAP_COLORS.unplaced;
  if (plot.status === 'Booked' && isBookedPaid(plot)) return MAP_COLORS.bookedPaid;
  if (plot.status === 'Sold' && resaleView && hasResale(plot)) return MAP_COLORS.soldResale;
  return statusColor(plot.status as string);
};

/** Whether the plot is assigned to price guide `guideId` (a plot has at most one price guide). */
export const isAssigned = (plot: MapPlotRow, guideId: number | string): boolean =>
  plot.priceguide_id !== null && plot.priceguide_id !== undefined && String(plot.priceguide_id) === String(guideId);

/** The price guide map's colour: no coordinates purple, assigned pink, unassigned blue. */
export const priceGuideColor = (plot: MapPlotRow, guideId: number | string): string => {
  if (!isPlaced(plot.coordinates)) return MAP_COLORS.unplaced;
  return isAssigned(plot, guideId) ? MAP_COLORS.assigned : MAP_COLORS.unassigned;
};

/* Find (spec 1 §2; §9 'Plot Not Found') ------------------------------------------------------ */

/** The plot whose number is the text searched (trimmed, case-insensitive), if any. */
export const findPlot = <P extends MapPlotRow>(plots: readonly P[], text: string): P | undefined => {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return undefined;
  return plots.find(
    p =>
      String(p.number ?? '')
        .trim()
        .toLowerCase() === wanted,
  );
};

/* Modes (spec 1 §4 "Plot map editor") ------------------------------------------------------- */

export type MapMode = 'browse' | 'create' | 'edit' | 'copy' | 'resale';

export interface EditorState {
  mode: MapMode;
  /** The selected plot (browse and resale view; kept, not changeable, while editing). */
  selectedId: number | string | null;
  /** The shape being drawn (create, copy) or edited (edit). */
  draft: Point[] | null;
}

export const INITIAL_EDITOR: EditorState = { mode: 'browse', selectedId: null, draft: null };

export type EditorAction =
  | { type: 'select'; id: number | string | null }
  | { type: 'add'; image: Size }
  | { type: 'edit'; points: Point[]; image: Size }
  | { type: 'copy'; points: Point[] }
  | { type: 'moveCorner'; index: number; to: Point }
  | { type: 'dropCorner'; index: number; to: Point }
  | { type: 'insertPoint'; edge: number }
  | { type: 'removePoint'; index: number }
  | { type: 'moveShape'; dx: number; dy: number }
  | { type: 'cancel' }
  | { type: 'saved' }
  | { type: 'resale' }
  | { type: 'back' };

const drafting = (mode: MapMode) => mode === 'create' || mode === 'edit' || mode === 'copy';

/** The editor's mode transitions. Actions that the mode does not allow leave the state as it is. */
export const editorReducer = (state: EditorState, action: EditorAction): EditorState => {
  switch (action.type) {
    case 'select':
      // Selection is disabled during create, edit and copy; a click on the selected plot deselects.
      if (drafting(state.mode)) return state;
      return { ...state, selectedId: action.id !== null && action.id === state.selectedId ? null : action.id };
    case 'add':
      // Add clears the selection and starts the default rectangle.
      if (drafting(state.mode)) return state;
      return { mode: 'create', selectedId: null, draft: defaultRectangle(action.image) };
    case 'edit':
      // Edit needs a selected plot; a plot without a polygon is placed with the default rectangle.
      if (state.mode !== 'browse' || state.selectedId === null) return state;
      return {
        ...state,
        mode: 'edit',
        draft: action.points.length >= MIN_POINTS ? action.points.map(p => [p[0], p[1]] as Point) : defaultRectangle(action.image),
      };
    case 'copy':
      // Copy needs a selected plot with a polygon: a new plot with its shape.
      if (state.mode !== 'browse' || state.selectedId === null || action.points.length < MIN_POINTS) return state;
      return { ...state, mode: 'copy', draft: copyShape(action.points) };
    case 'moveCorner':
      return state.draft && drafting(state.mode) ? { ...state, draft: moveCorner(state.draft, action.index, action.to) } : state;
    case 'dropCorner':
      return state.draft && drafting(state.mode) ? { ...state, draft: dropCorner(state.draft, action.index, action.to) } : state;
    case 'insertPoint':
      return state.draft && drafting(state.mode) ? { ...state, draft: insertMidpoint(state.draft, action.edge) } : state;
    case 'removePoint':
      return state.draft && drafting(state.mode) ? { ...state, draft: removePoint(state.draft, action.index) } : state;
    case 'moveShape':
      return state.draft && drafting(state.mode) ? { ...state, draft: translate(state.draft, action.dx, action.dy) } : state;
    case 'cancel':
      return drafting(state.mode) ? { ...state, mode: 'browse', draft: null } : state;
    case 'saved':
      // After a save the plots reload; after an edit save the selection clears.
      if (!drafting(state.mode)) return state;
      return { mode: 'browse', draft: null, selectedId: state.mode === 'edit' ? null : state.selectedId };
    case 'resale':
      return state.mode === 'browse' ? { ...state, mode: 'resale' } : state;
    case 'back':
      return state.mode === 'resale' ? { ...state, mode: 'browse' } : state;
    default:
      return state;
  }
};

export interface ToolbarContext {
  zoom: number;
  /** The selected plot has a polygon. */
  selectedPlaced: boolean;
  canCreate: boolean;
  canUpdate: boolean;
  /** A save call is under way. */
  pending?: boolean;
}

export type ToolbarButton =
  'zoomIn' | 'zoomOut' | 'add' | 'edit' | 'copy' | 'savePlot' | 'saveChanges' | 'cancel' | 'resale' | 'back' | 'find';

/** Which toolbar buttons are enabled in a state. */
export const toolbarEnabled = (state: EditorState, ctx: ToolbarContext): Record<ToolbarButton, boolean> => {
  const { mode } = state;
  const idle = !ctx.pending;
  const selected = state.selectedId !== null;
  return {
    zoomIn: canZoomIn(ctx.zoom),
    zoomOut: canZoomOut(ctx.zoom),
    add: idle && ctx.canCreate && (mode === 'browse' || mode === 'resale'),
    edit: idle && ctx.canUpdate && mode === 'browse' && selected,
    copy: idle && ctx.canCreate && mode === 'browse' && selected && ctx.selectedPlaced,
    savePlot: idle && (mode === 'create' || mode === 'copy'),
    saveChanges: idle && mode === 'edit',
    cancel: idle && drafting(mode),
    resale: idle && mode === 'browse',
    back: idle && mode === 'resale',
    find: !drafting(mode),
  };
};

/* Legend (issue 40) ------------------------------------------------------------------------- */

export interface LegendEntry {
  label: string;
  color: string;
}

/** What a map's colours mean, from the one colour table: the status maps show every status and their variants… */
export const legendEntries = (kind: 'status' | 'priceGuide', options: { resaleView?: boolean; unplaced?: boolean } = {}): LegendEntry[] => {
  const unplaced = options.unplaced ? [{ label: 'No coordinates', color: MAP_COLORS.unplaced }] : [];
  if (kind === 'priceGuide') {
    return [{ label: 'Unassigned', color: MAP_COLORS.unassigned }, { label: 'Assigned', color: MAP_COLORS.assigned }, ...unplaced];
  }
  const entries: LegendEntry[] = [];
  for (const status of PLOT_STATUSES) {
    entries.push({ label: status, color: statusColor(status) });
    if (status === 'Booked') entries.push({ label: 'Booked, paid', color: MAP_COLORS.bookedPaid });
    if (status === 'Sold' && options.resaleView) entries.push({ label: 'Sold, resale records', color: MAP_COLORS.soldResale });
  }
  return [...entries, ...unplaced];
};
