/** The resale record's summary (plot, project, customer), shared by its show and edit pages. */
import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Detail, PlotProjectCustomerDetails } from '../../../common/display';
import { formatDate } from '../../../common/format';

/** Plot, project and customer of the record, each a link with its view permission. */
export const ResaleParties = ({ withDate = false }: { withDate?: boolean }) => {
  const r = useRecordContext();
  if (!r) return null;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ py: 1 }}>
      <PlotProjectCustomerDetails />
      {withDate && <Detail label="Created">{formatDate(r.created_at, true)}</Detail>}
    </Stack>
  );
};
