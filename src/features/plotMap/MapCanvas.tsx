/** The one map canvas of the plot maps: the layout image, every placed plot, the selection and, when drawing… */
// Reasoning: docs/decisions.md "Notes: src/features/plotMap/MapCanvas.tsx"
import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { Box as MuiBox } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type Konva from 'konva';
import { Circle, Layer, Line, Rect, Shape, Stage } from 'react-konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { boundingBox, midpoints, pointInPolygon, zoomView, type Box, type EditorAction, type Point, type Size } from './mapLogic';
import { SceneCache, drawPlots as drawScenePlots, levelFor, levelScale, topScale } from './sceneCache';
import { recordFrame, recordFirstDraw, type PlotMapProbe } from './stats';
import { setPanning } from './live';
import { useT } from '../../common/i18n';
import {
  MAP_KEYS_HELP,
  centresOf,
  mapKey,
  nearestInDirection,
  nearestTo,
  panView,
  pinchStep,
  touchPair,
  wheelStep,
  zoomAt,
} from './mapKeyboard';

export type PlotId = number | string;

export interface CanvasPlot {
  id: PlotId;
  number: string;
  points: Point[];
  color: string;
}

export interface MapCanvasHandle {
  /** Shows image point `p` at the centre of the stage (current scale). */
  centreOn(p: Point): void;
  /** The page position (CSS pixels, viewport) of image point `p`: for tests. */
  toClient(p: Point): { x: number; y: number } | null;
  /** The Konva stage: for tests and the bench. */
  stage(): Konva.Stage | null;
}

export interface MapCanvasProps {
  width: number;
  height: number;
  image: Size & { url?: string | null };
  plots: readonly CanvasPlot[];
  selectedIds?: ReadonlySet<PlotId>;
  /** The stage scale (image units to CSS pixels). Changing it zooms about the stage centre. */
  scale: number;
  /** Image point shown at the centre when the map opens. */
  initialCentre?: Point | null;
  /** A click on the map: the plot under the pointer, or null on empty space. */
  onPlotClick?: (id: PlotId | null) => void;
  /** The shape being drawn, with its handles. */
  draft?: Point[] | null;
  draftColor?: string;
  onDraft?: (action: EditorAction) => void;
  /** Accessible name of the canvas. */
  label: string;
  /** Plots whose status changed since the user last looked (issue 38): outlined for a moment. */
  changedIds?: ReadonlySet<string>;
  /** Asks the plots again at once (the live refresh), for the bench and the tests (window.__plotMap.refresh). */
  refresh?: () => Promise<unknown>;
  /** What a screen reader says for a plot ("Plot 114, Available, 30 × 60, corner"): the selection is announced with it. */
  describe?: (id: PlotId) => string;
  /** A zoom step asked for by the wheel, a pinch or + and - (1 in, -1 out); the wheel's zooms about the pointer. */
  onZoomStep?: (step: 1 | -1) => void;
  /** An arrow key moved the selection to this plot (the editor; maps that select several plots leave it out). */
  onKeySelect?: (id: PlotId) => void;
  /** Enter (or Space) on the map with a plot selected. */
  onOpen?: (id: PlotId) => void;
  /** Escape on the map. */
  onLeave?: () => void;
  handleRef?: Ref<MapCanvasHandle>;
}

interface Indexed extends CanvasPlot {
  box: Box;
}

/** The selection is an outline (the plot keeps its status colour, issue 40): dark over a white halo. */
const SELECTED_STROKE = '#0d47a1';
const SELECTED_HALO = '#ffffff';
/** A plot changed since last looked: a dashed outline. */
const CHANGED_STROKE = '#212121';

const samePoints = (a: readonly Point[], b: readonly Point[]) =>
  a.length === b.length && a.every((p, i) => p[0] === b[i]![0] && p[1] === b[i]![1]);

/** Same plots at the same places with the same numbers (colours aside): the scene's bitmaps can be patched. */
const sameGeometry = (a: readonly Indexed[], b: readonly Indexed[]) =>
  a.length === b.length && a.every((p, i) => p.id === b[i]!.id && p.number === b[i]!.number && samePoints(p.points, b[i]!.points));

/** Loads the layout image (an SVG is rasterized by the scene cache at each level's size). */
const useLayoutImage = (url: string | null | undefined) => {
  const [loaded, setLoaded] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    setLoaded(null);
    if (!url || typeof window === 'undefined') return undefined;
    let alive = true;
    const img = new window.Image();
    img.decoding = 'async';
    img.onload = () => {
      if (alive) setLoaded(img);
    };
    img.src = url;
    return () => {
      alive = false;
      img.onload = null;
    };
  }, [url]);
  return loaded;
};

let canvasSupport = false;
/** Whether the browser draws on a canvas (jsdom without a canvas package does not). */
const canDraw = (): boolean => {
  if (!canvasSupport) {
    try {
      canvasSupport = typeof document !== 'undefined' && !!document.createElement('canvas').getContext('2d');
    } catch {
      canvasSupport = false;
    }
  }
  return canvasSupport;
};

export const MapCanvas = ({
  width,
  height,
  image,
  plots,
  selectedIds,
  scale,
  initialCentre,
  onPlotClick,
  draft,
  draftColor = '#1565c0',
  onDraft,
  label,
  handleRef,
  describe,
  onZoomStep,
  onKeySelect,
  onOpen,
  onLeave,
  changedIds,
  refresh,
}: MapCanvasProps) => {
  const stageRef = useRef<Konva.Stage | null>(null);
  const loadedImage = useLayoutImage(image.url);

  const indexed = useMemo<Indexed[]>(
    () => plots.filter(p => p.points.length >= 3).map(p => ({ ...p, box: boundingBox(p.points) })),
    [plots],
  );
  const byColour = useMemo(() => {
    const groups = new Map<string, Indexed[]>();
    for (const p of indexed) {
      const list = groups.get(p.color);
      if (list) list.push(p);
      else groups.set(p.color, [p]);
    }
    return [...groups.entries()];
  }, [indexed]);
  const selected = useMemo(() => indexed.filter(p => selectedIds?.has(p.id)), [indexed, selectedIds]);
  const changed = useMemo(() => (changedIds?.size ? indexed.filter(p => changedIds.has(String(p.id))) : []), [indexed, changedIds]);
  // A token that changes only when the plots' places or numbers do…
  const geometryRef = useRef<{ plots: Indexed[]; token: object } | null>(null);
  const geometry = useMemo(() => {
    const previous = geometryRef.current;
    if (previous && sameGeometry(previous.plots, indexed)) {
      previous.plots = indexed;
      return previous.token;
    }
    const token = {};
    geometryRef.current = { plots: indexed, token };
    return token;
  }, [indexed]);

  /* The view: set imperatively (pan = Konva's stage drag; zoom = scale about the centre, or about the pointer for the wheel). */
  const placed = useRef(false);
  // Where the wheel (or a pinch's middle) was when it asked for a zoom step (stage pixels), for the scale change that follows.
  const wheelAnchor = useRef<{ x: number; y: number; at: number } | null>(null);
  const wheelRest = useRef(0);
  // The distance between two fingers at the last pinch step (null when no pinch is under way).
  const pinchBase = useRef<number | null>(null);
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const size = { width, height };
    let view;
    if (!placed.current) {
      const c = initialCentre ?? ([image.width / 2, image.height / 2] as Point);
      view = { scale, x: width / 2 - c[0] * scale, y: height / 2 - c[1] * scale };
      placed.current = true;
    } else {
      const current = { scale: stage.scaleX(), x: stage.x(), y: stage.y() };
      const anchor = wheelAnchor.current;
      wheelAnchor.current = null;
      // A wheel step a moment ago (one asked for at a zoom limit changes nothing and is forgotten).
      view = anchor && performance.now() - anchor.at < 500 ? zoomAt(current, anchor, scale) : zoomView(current, size, scale);
    }
    stage.scale({ x: view.scale, y: view.scale });
    stage.position({ x: view.x, y: view.y });
    stage.batchDraw();
  }, [scale, width, height, image.width, image.height, initialCentre]);

  useImperativeHandle(
    handleRef,
    () => ({
      centreOn(p: Point) {
        const stage = stageRef.current;
        if (!stage) return;
        const s = stage.scaleX();
        stage.position({ x: width / 2 - p[0] * s, y: height / 2 - p[1] * s });
        stage.batchDraw();
      },
      toClient(p: Point) {
        const stage = stageRef.current;
        if (!stage) return null;
        const rect = stage.container().getBoundingClientRect();
        const s = stage.scaleX();
        return { x: rect.left + stage.x() + p[0] * s, y: rect.top + stage.y() + p[1] * s };
      },
      stage: () => stageRef.current,
    }),
    [width, height],
  );

  // A pan cut short by unmounting is over: refreshes waiting for it go ahead.
  useEffect(() => () => setPanning(false), []);

  // The probe of the tests and the bench (window.__plotMap).
  useEffect(() => {
    if (typeof window === 'undefined') return undefined;
    const colours = new Map(plots.map(p => [String(p.id), p.color]));
    const probe: PlotMapProbe = {
      toClient: (x: number, y: number) => {
        const stage = stageRef.current;
        if (!stage) return null;
        const rect = stage.container().getBoundingClientRect();
        const s = stage.scaleX();
        return { x: rect.left + stage.x() + x * s, y: rect.top + stage.y() + y * s };
      },
      colorOf: (id: number | string) => colours.get(String(id)) ?? null,
      scale: () => stageRef.current?.scaleX() ?? 0,
      view: () => {
        const stage = stageRef.current;
        return stage ? { x: stage.x(), y: stage.y(), scale: stage.scaleX() } : null;
      },
      changed: () => changedRef.current,
      refresh: () => (refreshRef.current ? refreshRef.current().then(() => undefined) : Promise.resolve()),
    };
    window.__plotMap = probe;
    return () => {
      if (window.__plotMap === probe) delete window.__plotMap;
    };
  }, [plots]);
  const changedRef = useRef<string[]>([]);
  changedRef.current = changed.map(p => String(p.id));
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  /* The image and all plots: one shape drawing the visible part of a pre-drawn scene bitmap. */
  const [drawnOnce, setDrawnOnce] = useState(false);
  const sceneImage = drawnOnce && loadedImage && loadedImage.naturalWidth > 0 ? loadedImage : null;
  const groupsNow = useRef(byColour);
  groupsNow.current = byColour;
  const cache = useMemo(
    () =>
      new SceneCache({
        width: image.width,
        height: image.height,
        image: sceneImage,
        groups: groupsNow.current,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [image.width, image.height, sceneImage, geometry],
  );
  // New colours on the same plots: the bitmaps patched where they changed, then one redraw.
  useLayoutEffect(() => {
    if (cache.groups === byColour) return;
    if (cache.recolour(byColour) > 0) stageRef.current?.batchDraw();
  }, [cache, byColour]);
  const [sceneReady, setSceneReady] = useState(false);
  const prepared = useRef<SceneCache | null>(null);
  useEffect(() => () => cache.dispose(), [cache]);
  const firstDrawn = useRef(false);
  const drawScene = useCallback(
    (context: Konva.Context, shape: Konva.Shape) => {
      const started = performance.now();
      const stage = shape.getStage();
      const ctx = (context as unknown as { _context: CanvasRenderingContext2D })._context;
      const s = stage ? stage.scaleX() : 1;
      const ox = stage ? stage.x() : 0;
      const oy = stage ? stage.y() : 0;
      const vw = stage ? stage.width() : width;
      const vh = stage ? stage.height() : height;
      const w = image.width;
      const h = image.height;
      const vx0 = Math.max(0, -ox / s);
      const vy0 = Math.max(0, -oy / s);
      const vx1 = Math.min(w, (vw - ox) / s);
      const vy1 = Math.min(h, (vh - oy) / s);
      const level = levelFor(s, w, h);
      ctx.imageSmoothingEnabled = true;
      ctx.imageSmoothingQuality = 'low';
      if (vx1 > vx0 && vy1 > vy0) {
        if (level !== null) {
          const bitmap = cache.get(level);
          const k = levelScale(level, w, h);
          if (bitmap) ctx.drawImage(bitmap, vx0 * k, vy0 * k, (vx1 - vx0) * k, (vy1 - vy0) * k, vx0, vy0, vx1 - vx0, vy1 - vy0);
        } else {
          // Zoomed far in: the image from its bitmap, the plots in view live.
          const bitmap = cache.image();
          const k = topScale(w, h);
          if (bitmap) ctx.drawImage(bitmap, vx0 * k, vy0 * k, (vx1 - vx0) * k, (vy1 - vy0) * k, vx0, vy0, vx1 - vx0, vy1 - vy0);
          else {
            ctx.fillStyle = '#fafafa';
            ctx.fillRect(0, 0, w, h);
          }
          drawScenePlots(ctx, cache.sceneInput, s, { x0: vx0, y0: vy0, x1: vx1, y1: vy1 });
        }
      }
      const took = performance.now() - started;
      if (!firstDrawn.current && indexed.length > 0) {
        firstDrawn.current = true;
        recordFirstDraw(indexed.length);
        setTimeout(() => setDrawnOnce(true), 0);
      }
      recordFrame(took, indexed.length);
      if (prepared.current !== cache) {
        prepared.current = cache;
        setSceneReady(false);
        cache.prepareRest(() => setSceneReady(true));
      }
    },
    [cache, indexed.length, width, height, image.width, image.height],
  );

  const drawSelection = useCallback(
    (context: Konva.Context, shape: Konva.Shape) => {
      const ctx = (context as unknown as { _context: CanvasRenderingContext2D })._context;
      const s = shape.getStage()?.scaleX() ?? 1;
      const trace = (list: readonly Indexed[]) => {
        ctx.beginPath();
        for (const p of list) {
          ctx.moveTo(p.points[0]![0], p.points[0]![1]);
          for (let i = 1; i < p.points.length; i++) ctx.lineTo(p.points[i]![0], p.points[i]![1]);
          ctx.closePath();
        }
      };
      ctx.lineJoin = 'round';
      if (changed.length) {
        trace(changed);
        ctx.setLineDash([6 / s, 4 / s]);
        ctx.lineWidth = 5 / s;
        ctx.strokeStyle = SELECTED_HALO;
        ctx.stroke();
        ctx.lineWidth = 3 / s;
        ctx.strokeStyle = CHANGED_STROKE;
        ctx.stroke();
        ctx.setLineDash([]);
      }
      if (selected.length) {
        trace(selected);
        ctx.lineWidth = 7 / s;
        ctx.strokeStyle = SELECTED_HALO;
        ctx.stroke();
        ctx.lineWidth = 3.5 / s;
        ctx.strokeStyle = SELECTED_STROKE;
        ctx.stroke();
      }
    },
    [selected, changed],
  );

  const hit = useCallback(
    (x: number, y: number): PlotId | null => {
      for (let i = indexed.length - 1; i >= 0; i--) {
        const p = indexed[i]!;
        const b = p.box;
        if (x < b.x0 || x > b.x1 || y < b.y0 || y > b.y1) continue;
        if (pointInPolygon(x, y, p.points)) return p.id;
      }
      return null;
    },
    [indexed],
  );

  // A finger's tap is followed by the mouse click the browser makes of it…
  const lastTap = useRef(-Infinity);
  const onStageTap = (e: KonvaEventObject<TouchEvent | PointerEvent>) => {
    lastTap.current = performance.now();
    onStageClick(e);
  };
  const onStageClick = (e: KonvaEventObject<MouseEvent | TouchEvent | PointerEvent>) => {
    if (!onPlotClick) return;
    if (e.type === 'click' && performance.now() - lastTap.current < 800) return;
    if (e.target.name() === 'handle') return;
    const stage = stageRef.current;
    const pos = stage?.getRelativePointerPosition();
    if (!pos) return;
    onPlotClick(hit(pos.x, pos.y));
  };

  /* The shape being drawn. */
  const handleScale = scale > 0 ? 1 / scale : 1;
  const flat = useMemo(() => (draft ? draft.flat() : []), [draft]);
  const mids = useMemo(() => (draft ? midpoints(draft) : []), [draft]);
  const stop = (e: KonvaEventObject<Event>) => {
    e.cancelBubble = true;
  };

  /* Keyboard, wheel and screen reader (issue 19; the rules in mapKeyboard.ts). */
  const centres = useMemo(() => centresOf(indexed), [indexed]);
  const selectedId = selected[0]?.id ?? null;
  const helpId = useId();
  const t = useT();
  const announced = selectedId !== null && describe ? t('Selected: %{plot}', { plot: describe(selectedId) }) : '';

  /** Brings image point `p` into view when it is outside it (the arrow's plot off screen). */
  const keepInView = (p: Point) => {
    const stage = stageRef.current;
    if (!stage) return;
    const s = stage.scaleX();
    const x = stage.x() + p[0] * s;
    const y = stage.y() + p[1] * s;
    if (x < 0 || y < 0 || x > width || y > height) {
      stage.position({ x: width / 2 - p[0] * s, y: height / 2 - p[1] * s });
      stage.batchDraw();
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    const key = mapKey(e);
    const stage = stageRef.current;
    if (!key || !stage) return;
    if (key.kind === 'select') {
      if (!onKeySelect) return;
      const s = stage.scaleX();
      const from = selected[0] ? centres.find(c => c.id === selectedId)?.centre : undefined;
      const next = from
        ? nearestInDirection(centres, from, key.direction, selectedId)
        : nearestTo(centres, [(width / 2 - stage.x()) / s, (height / 2 - stage.y()) / s]);
      e.preventDefault();
      if (next === null) return;
      onKeySelect(next);
      const centre = centres.find(c => c.id === next)?.centre;
      if (centre) keepInView(centre);
    } else if (key.kind === 'pan') {
      e.preventDefault();
      const view = panView({ scale: stage.scaleX(), x: stage.x(), y: stage.y() }, key.direction);
      stage.position({ x: view.x, y: view.y });
      stage.batchDraw();
    } else if (key.kind === 'zoom') {
      if (!onZoomStep) return;
      e.preventDefault();
      wheelAnchor.current = null;
      onZoomStep(key.step);
    } else if (key.kind === 'open') {
      if (!onOpen || selectedId === null) return;
      e.preventDefault();
      onOpen(selectedId);
    } else if (onLeave) {
      onLeave();
    }
  };

  const onWheel = (e: KonvaEventObject<WheelEvent>) => {
    if (!onZoomStep) return;
    // The wheel (and a trackpad's pinch, which Chromium sends as a wheel with Ctrl) zooms the map, not the page.
    e.evt.preventDefault();
    const { step, rest } = wheelStep(wheelRest.current, e.evt.deltaY, e.evt.deltaMode);
    wheelRest.current = rest;
    if (!step) return;
    const pointer = stageRef.current?.getPointerPosition();
    wheelAnchor.current = pointer ? { x: pointer.x, y: pointer.y, at: performance.now() } : null;
    onZoomStep(step);
  };

  // Two fingers on a touch screen pinch the map about their middle, step by step.
  const zoomStepRef = useRef(onZoomStep);
  zoomStepRef.current = onZoomStep;
  const boxRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const onTouchMove = (evt: TouchEvent) => {
      const stage = stageRef.current;
      const zoomStep = zoomStepRef.current;
      if (!zoomStep || !stage) return;
      const pair = touchPair(evt.touches, stage.container().getBoundingClientRect());
      if (!pair) return;
      evt.preventDefault();
      const { step, base } = pinchStep(pinchBase.current ?? pair.distance, pair.distance);
      pinchBase.current = base;
      if (!step) return;
      wheelAnchor.current = { ...pair.centre, at: performance.now() };
      zoomStep(step);
    };
    // The pinch is measured from where the two fingers came down…
    const onTouchStart = (evt: TouchEvent) => {
      const stage = stageRef.current;
      const pair = stage ? touchPair(evt.touches, stage.container().getBoundingClientRect()) : null;
      pinchBase.current = pair ? pair.distance : null;
      if (stage && pair) stage.draggable(false);
    };
    const onTouchEnd = (evt: TouchEvent) => {
      if (evt.touches.length >= 2) return;
      pinchBase.current = null;
      stageRef.current?.draggable(true);
    };
    box.addEventListener('touchstart', onTouchStart);
    box.addEventListener('touchmove', onTouchMove, { passive: false });
    box.addEventListener('touchend', onTouchEnd);
    box.addEventListener('touchcancel', onTouchEnd);
    return () => {
      box.removeEventListener('touchstart', onTouchStart);
      box.removeEventListener('touchmove', onTouchMove);
      box.removeEventListener('touchend', onTouchEnd);
      box.removeEventListener('touchcancel', onTouchEnd);
    };
  }, []);

  if (!canDraw()) {
    return (
      <div role="img" aria-label={label} data-scene="unsupported" style={{ width, padding: 16 }}>
        {t('This browser cannot draw the map.')}
      </div>
    );
  }

  return (
    <>
      <MuiBox
        ref={boxRef}
        role="application"
        aria-roledescription={t('map')}
        aria-label={label}
        aria-describedby={helpId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-scene={sceneReady ? 'ready' : 'drawing'}
        data-image={loadedImage ? 'loaded' : 'none'}
        sx={{
          width,
          height,
          overflow: 'hidden',
          background: '#eef2f3',
          touchAction: 'none',
          '&:focus-visible': { outline: '3px solid #1565c0', outlineOffset: -3 },
        }}
      >
        <Stage
          ref={stageRef}
          width={width}
          height={height}
          draggable
          onClick={onStageClick}
          onTap={onStageTap}
          onWheel={onWheel}
          onDragStart={() => setPanning(true)}
          onDragEnd={() => setPanning(false)}
        >
          <Layer listening={false}>
            <Shape sceneFunc={drawScene} listening={false} perfectDrawEnabled={false} />
          </Layer>
          <Layer listening={false}>
            {(selected.length > 0 || changed.length > 0) && (
              <Shape sceneFunc={drawSelection} listening={false} perfectDrawEnabled={false} />
            )}
          </Layer>
          {draft && onDraft && (
            <Layer>
              <Line
                name="handle"
                points={flat}
                closed
                fill={draftColor}
                opacity={0.55}
                stroke={draftColor}
                strokeWidth={2 * handleScale}
                draggable
                onClick={stop}
                onDragEnd={e => {
                  const node = e.target;
                  const dx = node.x();
                  const dy = node.y();
                  node.position({ x: 0, y: 0 });
                  onDraft({ type: 'moveShape', dx, dy });
                }}
              />
              {mids.map((m, i) => (
                <Rect
                  key={`m${i}`}
                  name="handle"
                  x={m[0] - 4 * handleScale}
                  y={m[1] - 4 * handleScale}
                  width={8 * handleScale}
                  height={8 * handleScale}
                  fill="#ffffff"
                  stroke={draftColor}
                  strokeWidth={1.5 * handleScale}
                  onClick={e => {
                    stop(e);
                    onDraft({ type: 'insertPoint', edge: i });
                  }}
                  onTap={e => {
                    stop(e);
                    onDraft({ type: 'insertPoint', edge: i });
                  }}
                />
              ))}
              {draft.map((p, i) => (
                <Circle
                  key={`c${i}`}
                  name="handle"
                  x={p[0]}
                  y={p[1]}
                  radius={7 * handleScale}
                  fill={draftColor}
                  stroke="#ffffff"
                  strokeWidth={2 * handleScale}
                  draggable
                  onClick={stop}
                  onDragMove={e => onDraft({ type: 'moveCorner', index: i, to: [e.target.x(), e.target.y()] })}
                  onDragEnd={e => onDraft({ type: 'dropCorner', index: i, to: [e.target.x(), e.target.y()] })}
                  onDblClick={e => {
                    stop(e);
                    onDraft({ type: 'removePoint', index: i });
                  }}
                  onDblTap={e => {
                    stop(e);
                    onDraft({ type: 'removePoint', index: i });
                  }}
                />
              ))}
            </Layer>
          )}
        </Stage>
      </MuiBox>
      <MuiBox id={helpId} sx={visuallyHidden}>
        {t(MAP_KEYS_HELP)}
      </MuiBox>
      <MuiBox role="status" aria-live="polite" sx={visuallyHidden} data-testid="map-announcer">
        {announced}
      </MuiBox>
    </>
  );
};
