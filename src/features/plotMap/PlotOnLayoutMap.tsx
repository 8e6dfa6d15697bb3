/** The plot show Map tab (spec 1 §2): the plot highlighted on its layout, read-only. */
// Reasoning: docs/decisions.md "Notes: src/features/plotMap/PlotOnLayoutMap.tsx"
import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import type { Identifier } from 'ra-core';
import { MAP_COLORS } from '../plotStatus/colors';
import { MapCanvas, type CanvasPlot, type PlotId } from './MapCanvas';
import {
  centreOf,
  fitScale,
  isPlaced,
  layoutZoomIn,
  layoutZoomOut,
  layoutZoomScale,
  LAYOUT_ZOOM_STEPS,
  legendEntries,
  plotColor,
  pointsOf,
  type LayoutZoom,
  type MapPlotRow,
} from './mapLogic';
import { plotLabel } from './mapKeyboard';
import { useChangedPlots, useLiveRefresh, sameMapRows } from './live';
import { MapLegend, PlotDetails, SelectedPlotRegion, usePhone } from './parts';
import { useT } from '../../common/i18n';
import { ZoomButtons, layoutImageOf, plotsExtent, useLayoutRecord, useLoad, useMapApi, useStageSize } from './shared';

export const PlotOnLayoutMapView = ({ plotId, layoutId }: { plotId: Identifier; layoutId: Identifier }) => {
  const api = useMapApi();
  const t = useT();
  const [layoutState] = useLayoutRecord(layoutId);
  const [plotsState, reload, refresh] = useLoad(() => api.layoutMapPlots(layoutId) as Promise<MapPlotRow[]>, [layoutId], sameMapRows);
  useLiveRefresh(refresh, layoutId !== null && layoutId !== undefined && layoutId !== '');
  const box = useRef<HTMLDivElement>(null);
  const stage = useStageSize(box);
  const phone = usePhone();
  const [zoom, setZoom] = useState<LayoutZoom>(1);
  // A click selects a plot as on the layout's map (issue 40); the page's own plot until then.
  const [picked, setPicked] = useState<PlotId | null>(null);

  const rows = useMemo(() => (plotsState.status === 'ready' ? (plotsState.value as MapPlotRow[]) : []), [plotsState]);
  const layout = layoutState.status === 'ready' ? (layoutState.value as Record<string, unknown> | null) : null;
  const image = useMemo(() => layoutImageOf(layout, plotsExtent(rows)), [layout, rows]);
  const plots = useMemo<CanvasPlot[]>(
    () =>
      rows
        .filter(r => isPlaced(r.coordinates))
        .map(r => ({ id: r.id, number: String(r.number ?? ''), points: pointsOf(r.coordinates), color: plotColor(r) })),
    [rows],
  );
  const changed = useChangedPlots(plotsState.status === 'ready' ? rows : null);
  const plot = rows.find(r => String(r.id) === String(plotId));
  const selectedRow = picked === null ? plot : rows.find(r => String(r.id) === String(picked));
  const selected = useMemo(() => new Set<PlotId>(selectedRow ? [selectedRow.id] : []), [selectedRow]);
  const onPlotClick = useCallback((id: PlotId | null) => {
    if (id !== null) setPicked(id);
  }, []);
  const describe = useCallback((id: PlotId) => plotLabel(rows.find(r => String(r.id) === String(id)) ?? { number: id }, t), [rows, t]);
  const centre = useMemo(() => (plot && isPlaced(plot.coordinates) ? centreOf(pointsOf(plot.coordinates)) : null), [plot]);

  if (layoutId === null || layoutId === undefined || layoutId === '') {
    return (
      <Box data-testid="plot-map" data-ready="true" data-plots={0} sx={{ py: 1 }}>
        <Alert severity="info">{t('This plot is not on a layout.')}</Alert>
      </Box>
    );
  }
  if (layoutState.status === 'error') return <Alert severity="warning">{layoutState.message}</Alert>;
  if (plotsState.status === 'error') return <Alert severity="warning">{plotsState.message}</Alert>;
  const ready = plotsState.status === 'ready' && layoutState.status === 'ready';
  const fit = fitScale(stage, image);

  return (
    <Box
      data-testid="plot-map"
      data-ready={ready ? 'true' : 'false'}
      data-zoom={zoom}
      data-plots={plots.length}
      data-selected={selectedRow?.id ?? ''}
      data-changed={[...changed].join(',')}
      ref={box}
      sx={{ py: 1, width: '100%', minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} alignItems="center" role="toolbar" aria-label={t('Plot map')}>
        <ZoomButtons
          canIn={zoom !== LAYOUT_ZOOM_STEPS[LAYOUT_ZOOM_STEPS.length - 1]}
          canOut={zoom !== LAYOUT_ZOOM_STEPS[0]}
          onIn={() => setZoom(layoutZoomIn)}
          onOut={() => setZoom(layoutZoomOut)}
        />
        {plot && !isPlaced(plot.coordinates) && (
          <Typography variant="body2" sx={{ color: MAP_COLORS.unplaced }}>
            {t("This plot has no coordinates yet: place it on the layout's Map tab.")}
          </Typography>
        )}
      </Stack>
      <SelectedPlotRegion phone={phone} open={!!selectedRow} onClose={() => setPicked(null)}>
        {selectedRow ? <PlotDetails row={selectedRow} onChanged={reload} layoutName={image.name} /> : null}
      </SelectedPlotRegion>
      <MapLegend entries={legendEntries('status')} />
      {ready ? (
        <MapCanvas
          label={t('Plot %{plot} on the map of %{layout}', { plot: String(plot?.number ?? ''), layout: image.name })}
          width={stage.width}
          height={stage.height}
          image={image}
          plots={plots}
          selectedIds={selected}
          scale={layoutZoomScale(zoom, fit)}
          initialCentre={centre}
          onZoomStep={step => setZoom(step > 0 ? layoutZoomIn : layoutZoomOut)}
          onPlotClick={onPlotClick}
          onKeySelect={onPlotClick}
          describe={describe}
          changedIds={changed}
          refresh={refresh}
        />
      ) : (
        <Typography role="status" color="text.secondary" sx={{ py: 4 }}>
          {t('Loading the plot map...')}
        </Typography>
      )}
      {phone && selectedRow && <Box sx={{ height: 96 }} />}
    </Box>
  );
};
