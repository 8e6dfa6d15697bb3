/** The Plots Assigned / Plots Not Assigned tabs of a project file… docs/decisions.md "Notes: src/features/documents/PlotAssignment.tsx" */
import { useMemo, useState } from 'react';
import { InputAdornment, MenuItem, Stack, TextField as MuiTextField } from '@mui/material';
import AddLinkIcon from '@mui/icons-material/AddLink';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  DataTable,
  ListContextProvider,
  useDataProvider,
  useList,
  useListContext,
  useRecordContext,
  type Identifier,
} from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import type { DocumentPlot } from '../../api/methods/documents';
import { RecordLink } from '../../common/RecordLink';
import { ListPagination } from '../../common/ResourceList';
import { errorMessage } from '../../common/useServerNotify';
import { PlotStatusChip } from '../plotStatus/PlotStatusChip';
import { AreaNotice, CenteredProgress, EmptyState, usePendingCall, useWideScreen } from './components';
import { documentResource, isFolder, type DocumentRecord } from './model';
import { useDocumentAccess } from './useDocumentAccess';
import { useT } from '../../common/i18n';

export const NO_PLOTS_ASSIGNED = 'No plots assigned yet';
export const NO_PLOTS_AVAILABLE = 'No plots available';

const PlotNumber = () => {
  const plot = useRecordContext<DocumentPlot>();
  return plot ? (
    <RecordLink resource="plot" id={plot.id}>
      {plot.number}
    </RecordLink>
  ) : null;
};

const StatusChip = () => {
  const plot = useRecordContext<DocumentPlot>();
  return plot?.status ? <PlotStatusChip status={plot.status} /> : null;
};

/** Assign (or unassign) the selected plots, then reload both tabs and the file. */
const ChangeButton = ({ documentId, assign }: { documentId: Identifier; assign: boolean }) => {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { run, pending, done } = usePendingCall();
  const change = () =>
    selectedIds.length &&
    run(async () => {
      const call = assign ? dataProvider.documentAssignPlots : dataProvider.documentUnassignPlots;
      const { message } = await call(documentId, selectedIds);
      done(message, assign ? 'Plots assigned' : 'Plots unassigned');
      onUnselectItems();
      await queryClient.invalidateQueries({ queryKey: [documentResource('project')] });
    });
  return (
    <Button label={assign ? 'Assign' : 'Unassign'} onClick={change} disabled={pending}>
      {assign ? <AddLinkIcon /> : <LinkOffIcon />}
    </Button>
  );
};

const matches = (plot: DocumentPlot, q: string, layoutId: string) =>
  (!layoutId || String(plot.layout?.id ?? plot.lid) === layoutId) &&
  (!q ||
    String(plot.number).toLowerCase().includes(q) ||
    String(plot.layout?.name ?? '')
      .toLowerCase()
      .includes(q));

/** The layouts of the plots, in their order, for the Layout filter. */
const layoutsOf = (plots: readonly DocumentPlot[]) => {
  const seen = new Map<string, string>();
  for (const plot of plots) if (plot.layout) seen.set(String(plot.layout.id), String(plot.layout.name));
  return [...seen.entries()];
};

export const PlotAssignment = ({ assigned }: { assigned: boolean }) => {
  const record = useRecordContext<DocumentRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const access = useDocumentAccess('project');
  const wide = useWideScreen();
  const [search, setSearch] = useState('');
  const [layoutId, setLayoutId] = useState('');
  const enabled = !!record && !isFolder(record);
  const { data, isPending, error } = useQuery({
    queryKey: [documentResource('project'), 'plots', String(record?.id), assigned],
    queryFn: () => dataProvider.documentPlots(record!.id, assigned),
    enabled,
  });
  const q = search.trim().toLowerCase();
  const rows = useMemo(() => (data ?? []).filter(plot => matches(plot, q, layoutId)), [data, q, layoutId]);
  const layouts = useMemo(() => layoutsOf(data ?? []), [data]);
  const list = useList<DocumentPlot>({ data: rows, perPage: 30, sort: { field: 'id', order: 'ASC' } });
  const t = useT();

  if (!record) return null;
  if (!enabled) return <AreaNotice>Folders are not assigned to plots.</AreaNotice>;
  if (isPending) return <CenteredProgress />;
  if (error) return <AreaNotice severity="warning">{errorMessage(error)}</AreaNotice>;
  if (!data?.length) {
    return assigned ? (
      <EmptyState title={NO_PLOTS_ASSIGNED} hint="Assign plots from the Plots Not Assigned tab." />
    ) : (
      <EmptyState title={NO_PLOTS_AVAILABLE} hint="The project has no plots, or every plot is assigned to this file." />
    );
  }
  return (
    <ListContextProvider value={list}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ py: 1 }}>
        <MuiTextField
          size="small"
          label={t('Search plots')}
          value={search}
          onChange={e => setSearch(e.target.value)}
          sx={{ minWidth: 240 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {layouts.length > 1 && (
          <MuiTextField
            select
            size="small"
            label={t('Layout')}
            value={layoutId}
            onChange={e => setLayoutId(e.target.value)}
            sx={{ minWidth: 240 }}
          >
            <MenuItem value="">{t('All layouts')}</MenuItem>
            {layouts.map(([id, name]) => (
              <MenuItem key={id} value={id}>
                {name}
              </MenuItem>
            ))}
          </MuiTextField>
        )}
      </Stack>
      <DataTable<DocumentPlot>
        rowClick={false}
        bulkActionButtons={access.update ? <ChangeButton documentId={record.id} assign={!assigned} /> : false}
        empty={<EmptyState title="No plots match the search" />}
      >
        <DataTable.Col source="number" label="Plot">
          <PlotNumber />
        </DataTable.Col>
        <DataTable.Col source="layout.name" label="Layout" />
        <DataTable.Col source="status" label="Status">
          <StatusChip />
        </DataTable.Col>
        {wide && <DataTable.Col source="squarefeet" label="Square Feet" />}
        {wide && <DataTable.Col source="facing" label="Facing" />}
      </DataTable>
      <ListPagination />
    </ListContextProvider>
  );
};
