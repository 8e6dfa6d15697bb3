/** The Layouts tab of a project: GET layout with project_id… */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/project/ProjectLayouts.tsx"
import { Box } from '@mui/material';
import { DataTable, ReferenceManyField } from 'react-admin';
import { useRecordContext } from 'ra-core';
import { BulkDelete, ListPagination } from '../../../common/ResourceList';
import { MESSAGES } from '../../../common/messages';
import { useAllowed } from '../../../common/access';
import {
  EditLayoutButton,
  LayoutNameLink,
  LayoutQrCode,
  LayoutThumbnail,
  PlotCount,
  PlotStatusChips,
} from '../../../features/layouts/LayoutParts';
import { AddPlotButton } from './AddPlotDialog';
import { useT } from '../../../common/i18n';

const NoLayouts = () => {
  const t = useT();
  return <Box sx={{ py: 3, color: 'text.secondary' }}>{t(MESSAGES.noItems)}</Box>;
};

export const ProjectLayouts = () => {
  const project = useRecordContext();
  const canDelete = useAllowed('layout', 'delete');
  if (!project) return null;
  return (
    <Box>
      <ReferenceManyField
        reference="layout"
        target="project_id"
        sort={{ field: 'order', order: 'ASC' }}
        perPage={20}
        pagination={<ListPagination />}
        empty={<NoLayouts />}
      >
        <DataTable bulkActionButtons={canDelete ? <BulkDelete /> : false} rowClick={false}>
          <DataTable.Col source="name" label="Name">
            <LayoutNameLink />
          </DataTable.Col>
          <DataTable.Col label="QR Code" disableSort>
            <LayoutQrCode />
          </DataTable.Col>
          <DataTable.Col source="location" label="Location" />
          <DataTable.Col source="plotscount" label="Plots" disableSort>
            <PlotCount />
          </DataTable.Col>
          <DataTable.Col label="Plot Status" disableSort>
            <PlotStatusChips />
          </DataTable.Col>
          <DataTable.Col label="Create Plot" disableSort>
            <AddPlotButton />
          </DataTable.Col>
          <DataTable.Col label="Image" disableSort>
            <LayoutThumbnail />
          </DataTable.Col>
          <DataTable.Col label="Edit" disableSort>
            <EditLayoutButton />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
    </Box>
  );
};
