/** The plot maps (spec 1 "Plot map editor", spec 3 "Price guides"). docs/decisions.md "Notes: src/features/plotMap/index.tsx" */
import { useContext, useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { DataProviderContext, useDataProvider } from 'ra-core';
import type { AppDataProvider } from '../../api/dataProvider';
import type { MapPlotRow } from './mapLogic';
import { markMapOpened } from './stats';
import { loadable } from '../../common/loadable';
import { whenIdle } from '../../common/idle';
import { useT } from '../../common/i18n';

const Loading = () => {
  const t = useT();
  return (
    <Typography role="status" color="text.secondary" sx={{ py: 4 }}>
      {t('Loading the plot map...')}
    </Typography>
  );
};

/* Rendered directly once their code is there (src/common/loadable.tsx: no wait for React's throttle). */
const Editor = loadable(() => import('./PlotMapEditor').then(m => m.PlotMapEditor));
const PlotMap = loadable(() => import('./PlotOnLayoutMap').then(m => m.PlotOnLayoutMapView));
const GuideMap = loadable(() => import('./PriceGuideMapView').then(m => m.PriceGuideMapView));

/* The pages that show a map fetch the map's code as soon as they load, beside their own reads… */
if (typeof window !== 'undefined' && import.meta.env.MODE !== 'test') void Editor.preload().catch(() => undefined);

const useOpened = () => useState(markMapOpened);

/** A layout's plots asked for ahead, while its page is idle on another tab… */
type Ahead = Map<string, { at: number; request: Promise<unknown[]> }>;
/** Per data provider: what one session asked for is not shown to the next. */
const aheadOf = new WeakMap<object, Ahead>();
const AHEAD_FRESH_MS = 30_000;

const aheadFor = (provider: object): Ahead => {
  const found = aheadOf.get(provider);
  if (found) return found;
  const created: Ahead = new Map();
  aheadOf.set(provider, created);
  return created;
};

const takeAhead = (provider: object, layoutId: string | number) => {
  const ahead = aheadFor(provider);
  const entry = ahead.get(String(layoutId));
  ahead.delete(String(layoutId));
  return entry && performance.now() - entry.at <= AHEAD_FRESH_MS ? entry.request : undefined;
};

/** The layout page, on a tab other than Map: asks for the map's plots once the page is idle. */
export const usePlotsAhead = (layoutId: string | number | undefined, onMapTab: boolean) => {
  const api = useDataProvider<AppDataProvider>();
  const provider = useContext(DataProviderContext);
  useEffect(() => {
    if (layoutId === undefined || onMapTab || !provider) return undefined;
    return whenIdle(() => {
      const request = api.layoutMapPlots(layoutId);
      request.catch(() => undefined);
      aheadFor(provider).set(String(layoutId), { at: performance.now(), request });
    });
    // Asked once per layout and tab, not again on each navigation (useDataProvider's wrapper changes).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `api` left out (above)
  }, [provider, layoutId, onMapTab]);
};

/** Layout show, Map tab: the plot map editor of layout `layoutId`. */
export const LayoutPlotMap = ({ layoutId }: { layoutId: string | number }) => {
  useOpened();
  const api = useDataProvider<AppDataProvider>();
  const provider = useContext(DataProviderContext);
  // GET layout/{id}/plots starts now (unless asked for ahead), while the map's code loads.
  const [initialPlots] = useState(() => {
    const request = (provider && takeAhead(provider, layoutId)) || api.layoutMapPlots(layoutId);
    request.catch(() => undefined);
    return request as Promise<MapPlotRow[]>;
  });
  return <Editor.View key={String(layoutId)} fallback={<Loading />} layoutId={layoutId} initialPlots={initialPlots} />;
};

/** Plot show, Map tab: the plot highlighted on its layout, read-only. */
export const PlotOnLayoutMap = ({ plotId, layoutId }: { plotId: string | number; layoutId: string | number }) => {
  useOpened();
  return <PlotMap.View key={`${String(layoutId)}-${String(plotId)}`} fallback={<Loading />} plotId={plotId} layoutId={layoutId} />;
};

/** Price guide show, Map tab: assign / unassign plots of the price guide's layout. */
export const PriceGuideMap = ({ priceGuideId }: { priceGuideId: string | number }) => {
  useOpened();
  return <GuideMap.View key={String(priceGuideId)} fallback={<Loading />} priceGuideId={priceGuideId} />;
};
