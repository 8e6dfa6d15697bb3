/** Pieces of the resale screens: the status chip and the record's summary (plot, project, customer). */
import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Detail } from '../../../common/display';
import { formatDate } from '../../../common/format';
import { PlotStatusChip } from '../../inventory/plot/components';
import { RecordPersonLink, RecordPlotLink, RecordProjectLink } from '../plotbook/links';

/** A resale's status (Available, Hold, Sold) in the colours of the plot statuses, with readable text. */
export const ResaleStatusChip = PlotStatusChip;

/** Plot, project and customer of the record, each a link with its view permission. */
export const ResaleParties = ({ withDate = false }: { withDate?: boolean }) => {
  const r = useRecordContext();
  if (!r) return null;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ py: 1 }}>
      <Detail label="Plot">
        <RecordPlotLink />
      </Detail>
      <Detail label="Project">
        <RecordProjectLink />
      </Detail>
      <Detail label="Customer">
        <RecordPersonLink />
      </Detail>
      {withDate && <Detail label="Created">{formatDate(r.created_at, true)}</Detail>}
    </Stack>
  );
};
