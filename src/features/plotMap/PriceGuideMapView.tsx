/** The price guide map: the price guide's layout with its plots, unassigned blue, assigned pink, without coordinates purple. */
// Reasoning: docs/decisions.md "Notes: src/features/plotMap/PriceGuideMapView.tsx"
import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { Confirm } from 'react-admin';
import { useNotify, type Identifier } from 'ra-core';
import { dialogFailureMessage } from '../../common/FormDialog';
import { useT } from '../../common/i18n';
import { MapCanvas, type CanvasPlot, type PlotId } from './MapCanvas';
import {
  ZOOM_START,
  canZoomIn,
  canZoomOut,
  fitScale,
  isAssigned,
  isPlaced,
  legendEntries,
  pointsOf,
  priceGuideColor,
  zoomIn,
  zoomOut,
  type MapPlotRow,
} from './mapLogic';
import { useChangedPlots, useLiveRefresh, sameMapRows } from './live';
import { MapLegend } from './parts';
import { ZoomButtons, layoutImageOf, plotsExtent, useCan, useLayoutRecord, useLoad, useMapApi, useStageSize } from './shared';

/** Toggles `id` in a selection. */
export const toggled = (selection: ReadonlySet<PlotId>, id: PlotId): Set<PlotId> => {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
};

export const PriceGuideMapView = ({ priceGuideId }: { priceGuideId: Identifier }) => {
  const t = useT();
  const api = useMapApi();
  const notify = useNotify();
  const [guideState] = useLoad(() => api.priceGuide(priceGuideId), [priceGuideId]);
  const guide = guideState.status === 'ready' ? guideState.value : null;
  const layoutId = (guide?.layout_id ?? null) as Identifier | null;
  const [layoutState] = useLayoutRecord(layoutId);
  const [plotsState, reload, refresh] = useLoad(
    async () =>
      layoutId === null || layoutId === undefined || layoutId === ''
        ? []
        : (api.priceGuidePlots(priceGuideId, layoutId) as Promise<MapPlotRow[]>),
    [priceGuideId, layoutId],
    sameMapRows,
  );
  // Live statuses (issue 38): asked again every 30 s and on focus; selection, view and dialogs stay.
  useLiveRefresh(refresh, !!layoutId);
  const box = useRef<HTMLDivElement>(null);
  const stage = useStageSize(box);
  const [zoom, setZoom] = useState(ZOOM_START);
  const [selection, setSelection] = useState<Set<PlotId>>(() => new Set());
  const [confirm, setConfirm] = useState<'assign' | 'unassign' | null>(null);
  const [pending, setPending] = useState(false);
  const canUpdate = useCan('priceguide', 'edit');

  const rows = useMemo(() => (plotsState.status === 'ready' ? (plotsState.value as MapPlotRow[]) : []), [plotsState]);
  const changed = useChangedPlots(plotsState.status === 'ready' ? rows : null);
  const layout = layoutState.status === 'ready' ? (layoutState.value as Record<string, unknown> | null) : null;
  const image = useMemo(() => layoutImageOf(layout, plotsExtent(rows)), [layout, rows]);
  const plots = useMemo<CanvasPlot[]>(
    () =>
      rows
        .filter(r => isPlaced(r.coordinates))
        .map(r => ({ id: r.id, number: String(r.number ?? ''), points: pointsOf(r.coordinates), color: priceGuideColor(r, priceGuideId) })),
    [rows, priceGuideId],
  );
  const unplaced = useMemo(() => rows.filter(r => !isPlaced(r.coordinates)), [rows]);
  const assignedCount = useMemo(() => rows.filter(r => isAssigned(r, priceGuideId)).length, [rows, priceGuideId]);
  const selectedRows = rows.filter(r => selection.has(r.id));
  const toAssign = selectedRows.filter(r => !isAssigned(r, priceGuideId)).map(r => r.id);
  const toUnassign = selectedRows.filter(r => isAssigned(r, priceGuideId)).map(r => r.id);

  const onPlotClick = useCallback((id: PlotId | null) => {
    if (id !== null) setSelection(s => toggled(s, id));
  }, []);

  const run = async () => {
    if (!confirm) return;
    const ids = confirm === 'assign' ? toAssign : toUnassign;
    setPending(true);
    try {
      const { message } =
        confirm === 'assign'
          ? await api.assignPricePlots(priceGuideId, ids as Identifier[])
          : await api.unassignPricePlots(priceGuideId, ids as Identifier[]);
      notify(message || 'Saved', { type: 'info' });
      setSelection(new Set());
      reload();
    } catch (error) {
      notify(dialogFailureMessage(error, 'Unable to save data'), { type: 'warning' });
    } finally {
      setPending(false);
      setConfirm(null);
    }
  };

  if (guideState.status === 'error') return <Alert severity="warning">{guideState.message}</Alert>;
  if (guide && !layoutId) return <Alert severity="info">{t('This price guide has no layout.')}</Alert>;
  if (layoutState.status === 'error') return <Alert severity="warning">{layoutState.message}</Alert>;
  if (plotsState.status === 'error') return <Alert severity="warning">{plotsState.message}</Alert>;
  const ready = guideState.status === 'ready' && layoutState.status === 'ready' && plotsState.status === 'ready' && !!layoutId;
  const name = String(guide?.name ?? '');

  return (
    <Box
      data-testid="plot-map"
      data-ready={ready ? 'true' : 'false'}
      data-zoom={zoom}
      data-plots={plots.length}
      data-assigned-count={assignedCount}
      data-selected-count={selection.size}
      data-selected={[...selection].join(',')}
      data-changed={[...changed].join(',')}
      ref={box}
      sx={{ py: 1, width: '100%', minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" role="toolbar" aria-label={t('Price guide map')}>
        <ZoomButtons canIn={canZoomIn(zoom)} canOut={canZoomOut(zoom)} onIn={() => setZoom(zoomIn)} onOut={() => setZoom(zoomOut)} />
        {canUpdate && (
          <>
            <Button size="small" variant="contained" disabled={pending || toAssign.length === 0} onClick={() => setConfirm('assign')}>
              {t('Assign')}
            </Button>
            <Button size="small" variant="outlined" disabled={pending || toUnassign.length === 0} onClick={() => setConfirm('unassign')}>
              {t('Unassign')}
            </Button>
          </>
        )}
        <Button size="small" disabled={selection.size === 0} onClick={() => setSelection(new Set())}>
          {t('Clear selection')}
        </Button>
        <Typography variant="body2" aria-live="polite">
          {t('%{selected} selected · %{assigned} assigned', { selected: selection.size, assigned: assignedCount })}
        </Typography>
      </Stack>
      <MapLegend entries={legendEntries('priceGuide', { unplaced: unplaced.length > 0 })} />
      {unplaced.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ my: 0.5 }}>
          {t('Plots without coordinates: %{plots}', { plots: unplaced.map(p => String(p.number ?? '')).join(', ') })}
        </Typography>
      )}
      {ready ? (
        <MapCanvas
          label={t('Price guide %{name}: map of %{layout}', { name, layout: image.name })}
          width={stage.width}
          height={stage.height}
          image={image}
          plots={plots}
          selectedIds={selection}
          scale={fitScale(stage, image) * zoom}
          onPlotClick={onPlotClick}
          onZoomStep={step => setZoom(step > 0 ? zoomIn : zoomOut)}
          changedIds={changed}
          refresh={refresh}
        />
      ) : (
        <Typography role="status" color="text.secondary" sx={{ py: 4 }}>
          {t('Loading the plot map...')}
        </Typography>
      )}
      <Confirm
        isOpen={confirm !== null}
        title={confirm === 'assign' ? 'Assign plots' : 'Unassign plots'}
        content={
          confirm === 'assign'
            ? 'Assign %{count} plot(s) to the price guide %{name}?'
            : 'Remove %{count} plot(s) from the price guide %{name}?'
        }
        contentTranslateOptions={{ count: confirm === 'assign' ? toAssign.length : toUnassign.length, name }}
        confirm={confirm === 'assign' ? 'Assign' : 'Unassign'}
        loading={pending}
        onConfirm={run}
        onClose={() => setConfirm(null)}
      />
    </Box>
  );
};
