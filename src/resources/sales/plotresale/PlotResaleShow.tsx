/** A plot resale record (spec 3 §2, §3): plot, project, customer, status, customer permission; Edit and Delete with their keys. */
import { Stack } from '@mui/material';
import { DeleteButton, EditButton, Show, SimpleShowLayout, TopToolbar, useRecordContext } from 'react-admin';
import { MESSAGES } from '../../../common/messages';
import { Detail } from '../../../common/display';
import { PlotStatusChip } from '../../../features/plotStatus/PlotStatusChip';
import { ResaleParties } from './components';
import { useT } from '../../../common/i18n';

const ResaleShowActions = () => (
  <TopToolbar>
    <EditButton />
    <DeleteButton mutationMode="pessimistic" confirmTitle={MESSAGES.deleteTitle} confirmContent={MESSAGES.deleteContent} />
  </TopToolbar>
);

const ResaleDetail = () => {
  const t = useT();
  const r = useRecordContext();
  if (!r) return null;
  return (
    <>
      <ResaleParties withDate />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ py: 1 }}>
        <Detail label="Status">
          <PlotStatusChip status={r.status} />
        </Detail>
        <Detail label="Customer Permission">
          {typeof r.customer_permission === 'string' && r.customer_permission ? t(r.customer_permission) : r.customer_permission}
        </Detail>
      </Stack>
    </>
  );
};

export const PlotResaleShow = () => (
  <Show actions={<ResaleShowActions />}>
    <SimpleShowLayout>
      <ResaleDetail />
    </SimpleShowLayout>
  </Show>
);

export default PlotResaleShow;
