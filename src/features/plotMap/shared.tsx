/** What the three maps share besides the canvas: the stage size, the layout read, the zoom buttons. */
// Reasoning: docs/decisions.md "Notes: src/features/plotMap/shared.tsx"
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { useDataProvider, useGetOne, type Identifier } from 'ra-core';
import type { AppDataProvider } from '../../api/dataProvider';
import { canAccess } from '../../api/permissions';
import { useOrg } from '../../common/OrgContext';
import { useT } from '../../common/i18n';
import { stageSize, type Size } from './mapLogic';
import { afterPan } from './live';

const windowSize = (): Size =>
  typeof window === 'undefined' ? { width: 1366, height: 900 } : { width: window.innerWidth, height: window.innerHeight };

/** A phone's map leaves room for the page around it (its toolbar, the details panel), so that the page still scrolls. */
const PHONE_WIDTH = 600;

/** The stage size of spec 1 §4, following the window; given the map's box, the stage takes that box's width instead. */
export const useStageSize = (box?: RefObject<HTMLElement | null>): Size => {
  const measure = useCallback((): Size => {
    const win = windowSize();
    const size = stageSize(win);
    const width = box?.current?.clientWidth;
    const fitted = width && width > 0 ? { ...size, width: Math.floor(width) } : size;
    return win.width < PHONE_WIDTH ? { ...fitted, height: Math.max(320, Math.min(fitted.height, win.height - 240)) } : fitted;
  }, [box]);
  const [size, setSize] = useState(measure);
  useEffect(() => {
    const onResize = () =>
      setSize(current => {
        const next = measure();
        return next.width === current.width && next.height === current.height ? current : next;
      });
    onResize();
    window.addEventListener('resize', onResize);
    const observer = box?.current && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(onResize) : null;
    if (observer && box?.current) observer.observe(box.current);
    return () => {
      window.removeEventListener('resize', onResize);
      observer?.disconnect();
    };
  }, [measure, box]);
  return size;
};

export interface LayoutImage extends Size {
  url: string | null;
  name: string;
}

/** The layout's large image and its size (imagelargeurl, imagesize). */
export const layoutImageOf = (layout: Record<string, unknown> | null | undefined, fallback: Size): LayoutImage => {
  const size = (layout?.imagesize ?? {}) as { width?: unknown; height?: unknown };
  const width = Number(size.width);
  const height = Number(size.height);
  return {
    url: (layout?.imagelargeurl as string) || (layout?.imageurl as string) || null,
    width: Number.isFinite(width) && width > 0 ? width : fallback.width,
    height: Number.isFinite(height) && height > 0 ? height : fallback.height,
    name: String(layout?.name ?? ''),
  };
};

/** The extent of the plots, for a layout without an image size. */
export const plotsExtent = (rows: Array<{ coordinates?: unknown }>): Size => {
  let w = 0;
  let h = 0;
  for (const r of rows) {
    if (!Array.isArray(r.coordinates)) continue;
    for (const p of r.coordinates as unknown[][]) {
      w = Math.max(w, Number(p?.[0]) || 0);
      h = Math.max(h, Number(p?.[1]) || 0);
    }
  }
  return { width: Math.max(w + 50, 800), height: Math.max(h + 50, 600) };
};

export type Loaded<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; value: T };

/** Loads with a reload function; keeps the last value while reloading. */
export const useLoad = <T,>(load: () => Promise<T>, deps: unknown[], same?: (shown: T, fresh: T) => boolean) => {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const loader = useRef(load);
  loader.current = load;
  const generation = useRef(0);
  useEffect(() => {
    let alive = true;
    const mine = ++generation.current;
    load().then(
      value => alive && setState({ status: 'ready', value }),
      error => alive && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      alive = false;
      if (generation.current === mine) generation.current += 1;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);
  const reload = useCallback(() => setRound(r => r + 1), []);
  const sameRef = useRef(same);
  sameRef.current = same;
  const refresh = useCallback(async () => {
    // Not in the middle of a pan: asked and applied once it ends.
    await afterPan();
    const mine = generation.current;
    let value: T;
    try {
      value = await loader.current();
    } catch {
      return;
    }
    await afterPan();
    // A reload or another page of deps since: that answer wins.
    if (generation.current !== mine) return;
    setState(s => (s.status === 'ready' && sameRef.current?.(s.value, value) ? s : { status: 'ready', value }));
  }, []);
  return [state, reload, refresh] as const;
};

export const useMapApi = () => useDataProvider<AppDataProvider>();

/** Whether the member may do `action` on `resource`. */
export const useCan = (resource: string, action: string) => {
  const { membership } = useOrg();
  return canAccess(membership, { resource, action });
};

/** GET layout/{id} (imagelargeurl, imagesize) through react-admin's cache: the layout show page has usually read it already. */
export const useLayoutRecord = (layoutId: Identifier | null | undefined): readonly [Loaded<Record<string, unknown> | null>] => {
  const enabled = layoutId !== null && layoutId !== undefined && layoutId !== '';
  const { data, error, isPending } = useGetOne('layout', { id: layoutId as Identifier }, { enabled });
  if (!enabled) return [{ status: 'ready', value: null }] as const;
  if (error) return [{ status: 'error', message: error instanceof Error ? error.message : String(error) }] as const;
  if (isPending || !data) return [{ status: 'loading' }] as const;
  return [{ status: 'ready', value: data as Record<string, unknown> }] as const;
};

export const ZoomButtons = ({ onIn, onOut, canIn, canOut }: { onIn: () => void; onOut: () => void; canIn: boolean; canOut: boolean }) => {
  const t = useT();
  return (
    <>
      <Tooltip title={t('Zoom in')}>
        <span>
          <IconButton aria-label={t('Zoom in')} onClick={onIn} disabled={!canIn} size="small">
            <ZoomInIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('Zoom out')}>
        <span>
          <IconButton aria-label={t('Zoom out')} onClick={onOut} disabled={!canOut} size="small">
            <ZoomOutIcon />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
};
