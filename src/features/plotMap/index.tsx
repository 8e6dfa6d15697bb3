/**
 * The plot maps (spec 1 "Plot map editor", spec 3 "Price guides"). Lazy: konva stays out of
 * every other page's first load; each entry marks the moment its map was asked for (the bench's
 * window.__plotMapStats.firstDrawMs runs from there to all plots drawn).
 */
import { Suspense, lazy, useState } from 'react';
import { Typography } from '@mui/material';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from '../../api/dataProvider';
import { markMapOpened } from './stats';

const Loading = () => (
  <Typography role="status" color="text.secondary" sx={{ py: 4 }}>
    Loading the plot map...
  </Typography>
);

const loadEditor = () => import('./PlotMapEditor');
const Editor = lazy(() => loadEditor().then(m => ({ default: m.PlotMapEditor })));

/*
 * The pages that show a map (layout, plot, price guide) fetch the map's code as soon as they load
 * (this module is part of their lazy chunks), beside their own reads, so that opening the Map tab
 * does not wait for it; it is never part of a page's first load. (Not under vitest: jsdom has no
 * canvas for konva.)
 */
if (typeof window !== 'undefined' && import.meta.env.MODE !== 'test') void loadEditor().catch(() => undefined);
const PlotMap = lazy(() => import('./PlotOnLayoutMap').then(m => ({ default: m.PlotOnLayoutMapView })));
const GuideMap = lazy(() => import('./PriceGuideMapView').then(m => ({ default: m.PriceGuideMapView })));

const useOpened = () => useState(markMapOpened);

/** Layout show, Map tab: the plot map editor of layout `layoutId`. */
export const LayoutPlotMap = ({ layoutId }: { layoutId: string | number }) => {
  useOpened();
  const api = useDataProvider<AppDataProvider>();
  // GET layout/{id}/plots starts now, while the map's code loads.
  const [initialPlots] = useState(() => {
    const request = api.layoutMapPlots(layoutId);
    request.catch(() => undefined);
    return request;
  });
  return (
    <Suspense fallback={<Loading />}>
      <Editor key={String(layoutId)} layoutId={layoutId} initialPlots={initialPlots} />
    </Suspense>
  );
};

/** Plot show, Map tab: the plot highlighted on its layout, read-only. */
export const PlotOnLayoutMap = ({ plotId, layoutId }: { plotId: string | number; layoutId: string | number }) => {
  useOpened();
  return (
    <Suspense fallback={<Loading />}>
      <PlotMap key={`${String(layoutId)}-${String(plotId)}`} plotId={plotId} layoutId={layoutId} />
    </Suspense>
  );
};

/** Price guide show, Map tab: assign / unassign plots of the price guide's layout. */
export const PriceGuideMap = ({ priceGuideId }: { priceGuideId: string | number }) => {
  useOpened();
  return (
    <Suspense fallback={<Loading />}>
      <GuideMap key={String(priceGuideId)} priceGuideId={priceGuideId} />
    </Suspense>
  );
};
