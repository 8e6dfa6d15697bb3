/** The plot map editor: the layout image with every plot in its status colour, the toolbar, the plot-number search with Find… */
// Reasoning: docs/decisions.md "Notes: src/features/plotMap/PlotMapEditor.tsx"
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, Divider, Stack, TextField, Typography } from '@mui/material';
import { Confirm, NumberInput, SelectInput, TextInput } from 'react-admin';
import { useNotify, type Identifier } from 'ra-core';
import { MAP_COLORS } from '../plotStatus/colors';
import { required } from '../../common/validators';
import { FormDialog, dialogFailureMessage } from '../../common/FormDialog';
import { FACING_CHOICES } from '../../common/land';
import { useT } from '../../common/i18n';
import { MapCanvas, type CanvasPlot, type MapCanvasHandle, type PlotId } from './MapCanvas';
import {
  INITIAL_EDITOR,
  MAP_MESSAGES,
  ZOOM_START,
  centreOf,
  editorReducer,
  findPlot,
  fitScale,
  isPlaced,
  legendEntries,
  plotColor,
  pointsOf,
  toCords,
  toolbarEnabled,
  zoomIn,
  zoomOut,
  type MapPlotRow,
} from './mapLogic';
import { plotLabel } from './mapKeyboard';
import { PlotListView } from './PlotListView';
import { useChangedPlots, useLiveRefresh, sameMapRows } from './live';
import { MapLegend, PlotDetails, SelectedPlotRegion, usePhone } from './parts';
import { ZoomButtons, layoutImageOf, plotsExtent, useCan, useLayoutRecord, useLoad, useMapApi, useStageSize } from './shared';

const Pending = ({ text }: { text: string }) => {
  const t = useT();
  return (
    <Typography role="status" color="text.secondary" sx={{ py: 4 }}>
      {t(text)}
    </Typography>
  );
};

export const PlotMapEditor = ({ layoutId, initialPlots }: { layoutId: Identifier; initialPlots?: Promise<MapPlotRow[]> }) => {
  const api = useMapApi();
  const notify = useNotify();
  const t = useT();
  const [layoutState] = useLayoutRecord(layoutId);
  // The first read was started by the Map tab while this chunk loaded; reloads ask again.
  const first = useRef(initialPlots);
  const [plotsState, reload, refresh] = useLoad(
    () => {
      const started = first.current ?? (api.layoutMapPlots(layoutId) as Promise<MapPlotRow[]>);
      first.current = undefined;
      return started;
    },
    [layoutId],
    sameMapRows,
  );
  // Live statuses (issue 38): asked again every 30 s and on focus; what the user does is kept.
  useLiveRefresh(refresh);
  const box = useRef<HTMLDivElement>(null);
  const stage = useStageSize(box);
  const phone = usePhone();
  // On a phone the editing tools are behind the Edit map button (issue 40).
  const [toolsOpen, setToolsOpen] = useState(false);
  const canvas = useRef<MapCanvasHandle>(null);
  const [state, dispatch] = useReducer(editorReducer, INITIAL_EDITOR);
  const [zoom, setZoom] = useState(ZOOM_START);
  const [search, setSearch] = useState('');
  const [notFound, setNotFound] = useState(false);
  const [dialog, setDialog] = useState<'create' | 'edit' | null>(null);
  const [pending, setPending] = useState(false);
  // The same plots as a list, for screen-reader users (issue 19).
  const [listView, setListView] = useState(false);
  const strip = useRef<HTMLDivElement>(null);
  const toolsId = useId();
  const canCreate = useCan('plot', 'create');
  const canUpdate = useCan('plot', 'edit');

  const rows = useMemo(() => (plotsState.status === 'ready' ? (plotsState.value as MapPlotRow[]) : []), [plotsState]);
  const changed = useChangedPlots(plotsState.status === 'ready' ? rows : null);
  const layout = layoutState.status === 'ready' ? (layoutState.value as Record<string, unknown> | null) : null;
  const image = useMemo(() => layoutImageOf(layout, plotsExtent(rows)), [layout, rows]);
  const resaleView = state.mode === 'resale';

  const plots = useMemo<CanvasPlot[]>(
    () =>
      rows
        .filter(r => isPlaced(r.coordinates))
        .map(r => ({ id: r.id, number: String(r.number ?? ''), points: pointsOf(r.coordinates), color: plotColor(r, resaleView) })),
    [rows, resaleView],
  );
  // The plot being edited is drawn as the shape being drawn, not twice.
  const shown = useMemo(
    () => (state.mode === 'edit' ? plots.filter(p => p.id !== state.selectedId) : plots),
    [plots, state.mode, state.selectedId],
  );
  const unplaced = useMemo(() => rows.filter(r => !isPlaced(r.coordinates)), [rows]);
  const selectedRow = useMemo(() => rows.find(r => r.id === state.selectedId) ?? null, [rows, state.selectedId]);
  const selectedIds = useMemo(
    () => new Set<PlotId>(state.selectedId !== null && state.mode !== 'edit' ? [state.selectedId] : []),
    [state.selectedId, state.mode],
  );

  const fit = fitScale(stage, image);
  const enabled = toolbarEnabled(state, {
    zoom,
    selectedPlaced: !!selectedRow && isPlaced(selectedRow.coordinates),
    canCreate,
    canUpdate,
    pending,
  });

  // A new or copied shape is brought into view.
  const drawingStarted = state.mode === 'create' || state.mode === 'copy';
  useEffect(() => {
    if (drawingStarted && state.draft) canvas.current?.centreOn(centreOf(state.draft));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawingStarted]);

  const onPlotClick = useCallback((id: PlotId | null) => {
    if (id !== null) dispatch({ type: 'select', id });
  }, []);
  const rowById = useMemo(() => new Map(rows.map(r => [String(r.id), r])), [rows]);
  const describe = useCallback((id: PlotId) => plotLabel(rowById.get(String(id)) ?? { number: id }, t), [rowById, t]);
  const onZoomStep = useCallback((step: 1 | -1) => setZoom(step > 0 ? zoomIn : zoomOut), []);
  // Enter on the map: the info strip's status menu (or its Detail link when the status cannot be changed).
  const onOpen = useCallback(() => {
    const control = strip.current?.querySelector<HTMLElement>('[aria-haspopup="menu"]') ?? strip.current?.querySelector<HTMLElement>('a');
    if (control?.getAttribute('aria-haspopup')) control.click();
    else control?.focus();
  }, []);
  // Escape while drawing: what Cancel does (no confirmation, as for the mouse).
  const onLeave = useCallback(() => {
    if (enabled.cancel) dispatch({ type: 'cancel' });
  }, [enabled.cancel]);

  const find = (e?: FormEvent) => {
    e?.preventDefault();
    const plot = findPlot(rows, search);
    if (!plot) {
      setNotFound(true);
      notify(MAP_MESSAGES.notFound, { type: 'warning' });
      return;
    }
    setNotFound(false);
    if (state.selectedId !== plot.id) dispatch({ type: 'select', id: plot.id });
    if (isPlaced(plot.coordinates)) canvas.current?.centreOn(centreOf(pointsOf(plot.coordinates)));
  };

  const afterSave = () => {
    dispatch({ type: 'saved' });
    reload();
  };

  const createPlot = async (values: Record<string, unknown>) => {
    if (!state.draft) return undefined;
    setPending(true);
    try {
      const { message } = await api.createMapPlot({
        lid: layoutId,
        number: String(values.number ?? '').trim(),
        measurement: (values.measurement as string) ?? '',
        squarefeet: (values.squarefeet as number | null | undefined) ?? '',
        ...(state.mode === 'copy' ? {} : { facing: (values.facing as string) ?? '' }),
        cords: toCords(state.draft),
      });
      afterSave();
      return message || MAP_MESSAGES.created;
    } finally {
      setPending(false);
    }
  };

  const saveChanges = async () => {
    if (!state.draft || state.selectedId === null) return;
    setPending(true);
    try {
      const { message } = await api.savePlotCoordinates(state.selectedId, toCords(state.draft));
      notify(message || MAP_MESSAGES.saved, { type: 'info' });
      setDialog(null);
      afterSave();
    } catch (error) {
      // The drawing is kept; the dialog closes so the shape can be corrected.
      notify(dialogFailureMessage(error, MAP_MESSAGES.saveFailed), { type: 'warning' });
      setDialog(null);
    } finally {
      setPending(false);
    }
  };

  // The plots without coordinates (kept out of the renders of a corner drag).
  const unplacedList = useMemo(
    () =>
      unplaced.length > 0 && (
        <Box sx={{ mb: 1 }} role="region" aria-label={t('Plots without coordinates')}>
          <Typography variant="caption" color="text.secondary">
            {t('Plots without coordinates (%{count}): select one, then Edit to place it.', { count: unplaced.length })}
          </Typography>
          <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" sx={{ maxHeight: 72, overflowY: 'auto', mt: 0.5 }}>
            {unplaced.map(p => (
              <Chip
                key={String(p.id)}
                size="small"
                label={String(p.number ?? '')}
                aria-label={t('Plot %{plot} without coordinates', { plot: String(p.number ?? '') })}
                aria-pressed={state.selectedId === p.id}
                onClick={() => dispatch({ type: 'select', id: p.id })}
                variant={state.selectedId === p.id ? 'filled' : 'outlined'}
                sx={{
                  borderColor: MAP_COLORS.unplaced,
                  color: state.selectedId === p.id ? '#fff' : MAP_COLORS.unplaced,
                  bgcolor: state.selectedId === p.id ? MAP_COLORS.unplaced : undefined,
                }}
              />
            ))}
          </Stack>
        </Box>
      ),
    [unplaced, state.selectedId, t],
  );

  if (layoutState.status === 'error') return <Alert severity="warning">{layoutState.message}</Alert>;
  if (plotsState.status === 'error') return <Alert severity="warning">{plotsState.message}</Alert>;
  const ready = plotsState.status === 'ready' && layoutState.status === 'ready';

  const copySource = state.mode === 'copy' ? selectedRow : null;
  const drawing = state.mode === 'create' || state.mode === 'edit' || state.mode === 'copy';
  const showTools = !phone || toolsOpen || drawing;

  const editTools = (
    <>
      <Button size="small" variant="outlined" disabled={!enabled.add} onClick={() => dispatch({ type: 'add', image })}>
        {t('Add')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={!enabled.edit}
        onClick={() => dispatch({ type: 'edit', points: pointsOf(selectedRow?.coordinates), image })}
      >
        {t('Edit')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={!enabled.copy}
        onClick={() => dispatch({ type: 'copy', points: pointsOf(selectedRow?.coordinates) })}
      >
        {t('Copy')}
      </Button>
      <Button size="small" variant="contained" disabled={!enabled.savePlot} onClick={() => setDialog('create')}>
        {t('Save Plot')}
      </Button>
      <Button size="small" variant="contained" disabled={!enabled.saveChanges} onClick={() => setDialog('edit')}>
        {t('Save Changes')}
      </Button>
      <Button size="small" disabled={!enabled.cancel} onClick={() => dispatch({ type: 'cancel' })}>
        {t('Cancel')}
      </Button>
      <Button size="small" disabled={!enabled.resale} onClick={() => dispatch({ type: 'resale' })}>
        {t('Resale')}
      </Button>
      <Button size="small" disabled={!enabled.back} onClick={() => dispatch({ type: 'back' })}>
        {t('Back')}
      </Button>
    </>
  );
  const listToggle = (
    <Button size="small" aria-pressed={listView} onClick={() => setListView(v => !v)}>
      {listView ? t('Map view') : t('List view')}
    </Button>
  );
  const findForm = (
    <Box component="form" onSubmit={find} sx={{ display: 'flex', gap: 1, alignItems: 'center' }} role="search">
      <TextField
        size="small"
        label={t('Plot number')}
        value={search}
        onChange={e => {
          setSearch(e.target.value);
          setNotFound(false);
        }}
        sx={{ width: 140 }}
      />
      <Button type="submit" size="small" variant="outlined" disabled={!enabled.find}>
        {t('Find')}
      </Button>
      {notFound && (
        <Typography role="alert" color="error" variant="body2">
          {t(MAP_MESSAGES.notFound)}
        </Typography>
      )}
    </Box>
  );
  const modeText = (
    <>
      {state.mode === 'resale' && <Chip size="small" color="secondary" label={t('Resale view')} />}
      {state.mode === 'create' && <Typography variant="body2">{t('Drawing a new plot: drag the corners, then Save Plot.')}</Typography>}
      {state.mode === 'copy' && (
        <Typography variant="body2">
          {t('Copy of plot %{plot}: move it into place, then Save Plot.', { plot: String(copySource?.number ?? '') })}
        </Typography>
      )}
      {state.mode === 'edit' && (
        <Typography variant="body2">
          {t('Editing plot %{plot}: drag a corner, click a midpoint to add a point, double-click a point to remove it.', {
            plot: String(selectedRow?.number ?? ''),
          })}
        </Typography>
      )}
    </>
  );
  const details = selectedRow && state.mode !== 'edit' ? <PlotDetails row={selectedRow} onChanged={reload} /> : null;
  const legend = <MapLegend entries={legendEntries('status', { resaleView, unplaced: unplaced.length > 0 })} />;

  const mapOrList = !ready ? (
    <Pending text="Loading the plot map..." />
  ) : listView ? (
    <PlotListView rows={rows} selectedId={state.selectedId} describe={describe} onSelect={onPlotClick} changed={changed} />
  ) : (
    <MapCanvas
      handleRef={canvas}
      label={t('Plot map of %{layout}', { layout: image.name })}
      width={stage.width}
      height={stage.height}
      image={image}
      plots={shown}
      selectedIds={selectedIds}
      scale={fit * zoom}
      onPlotClick={onPlotClick}
      draft={state.draft}
      onDraft={dispatch}
      describe={describe}
      onKeySelect={onPlotClick}
      onZoomStep={onZoomStep}
      onOpen={onOpen}
      onLeave={onLeave}
      changedIds={changed}
      refresh={refresh}
    />
  );

  return (
    <Box
      data-testid="plot-map"
      data-ready={ready ? 'true' : 'false'}
      data-mode={state.mode}
      data-zoom={zoom}
      data-plots={plots.length}
      data-unplaced={unplaced.length}
      data-selected={state.selectedId ?? ''}
      data-draft={state.draft ? JSON.stringify(toCords(state.draft)) : ''}
      data-changed={[...changed].join(',')}
      ref={box}
      sx={{ py: 1, width: '100%', minWidth: 0 }}
    >
      {phone ? (
        <>
          {mapOrList}
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            flexWrap="wrap"
            alignItems="center"
            role="toolbar"
            aria-label={t('Plot map')}
            sx={{ mt: 1 }}
          >
            <ZoomButtons canIn={enabled.zoomIn} canOut={enabled.zoomOut} onIn={() => setZoom(zoomIn)} onOut={() => setZoom(zoomOut)} />
            {listToggle}
            <Button
              size="small"
              variant={showTools ? 'contained' : 'outlined'}
              aria-expanded={showTools}
              aria-controls={toolsId}
              disabled={drawing}
              onClick={() => setToolsOpen(o => !o)}
            >
              {t('Edit map')}
            </Button>
            {showTools && (
              <Stack id={toolsId} direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ width: '100%' }}>
                {editTools}
              </Stack>
            )}
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ my: 1 }}>
            {modeText}
          </Stack>
          {findForm}
          {legend}
          {unplacedList}
          <SelectedPlotRegion phone open={!!details} onClose={() => dispatch({ type: 'select', id: state.selectedId })} regionRef={strip}>
            {details}
          </SelectedPlotRegion>
          {/* Room for the panel, so that the end of the page is not under it. */}
          {details && <Box sx={{ height: 96 }} />}
        </>
      ) : (
        <>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" role="toolbar" aria-label={t('Plot map')}>
            <ZoomButtons canIn={enabled.zoomIn} canOut={enabled.zoomOut} onIn={() => setZoom(zoomIn)} onOut={() => setZoom(zoomOut)} />
            {editTools}
            {listToggle}
            <Divider orientation="vertical" flexItem />
            {findForm}
          </Stack>
          <SelectedPlotRegion phone={false} open onClose={() => undefined} regionRef={strip}>
            {modeText}
            {details}
          </SelectedPlotRegion>
          {legend}
          {unplacedList}
          {mapOrList}
        </>
      )}

      {dialog === 'create' && (
        <FormDialog
          open
          title={t('Add Plot')}
          onClose={() => setDialog(null)}
          onSubmit={createPlot}
          successText={MAP_MESSAGES.created}
          failureText={MAP_MESSAGES.createFailed}
          defaultValues={copySource ? { measurement: copySource.measurement ?? '', squarefeet: copySource.squarefeet ?? null } : undefined}
        >
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {t('Save the plot drawn on %{layout}?', { layout: image.name })}
          </Typography>
          <TextInput source="number" label="Plot number" validate={required(MAP_MESSAGES.plotNumber)} fullWidth />
          <TextInput source="measurement" label="Measurement" helperText="FRONT:LEFT:BACK:RIGHT, e.g. 30:60:35:70" fullWidth />
          <NumberInput source="squarefeet" label="Square feet" fullWidth />
          {state.mode !== 'copy' && <SelectInput source="facing" label="Facing" choices={FACING_CHOICES} fullWidth />}
        </FormDialog>
      )}
      <Confirm
        isOpen={dialog === 'edit'}
        title="Save Changes"
        content="Save the new shape of plot %{plot}?"
        contentTranslateOptions={{ plot: String(selectedRow?.number ?? '') }}
        confirm="Save"
        loading={pending}
        onConfirm={saveChanges}
        onClose={() => setDialog(null)}
      />
    </Box>
  );
};
