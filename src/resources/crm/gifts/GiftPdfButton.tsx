/** A customer gift's Gift to Customer PDF (spec 2 §7 GET giftcustomer/pdf/{id}): fetched with the session's headers, saved; a failure shows the server's message. */
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { AppDataProvider } from '../../../api/dataProvider';
import { saveFile } from '../../../common/saveFile';
import { usePendingCall } from '../../../common/useServerNotify';
import { useT } from '../../../common/i18n';

const GiftPdfButton = () => {
  const t = useT();
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { run, pending } = usePendingCall();
  if (!record) return null;
  return (
    <Button
      size="small"
      startIcon={<PictureAsPdfIcon fontSize="small" />}
      disabled={pending}
      aria-label={t('Gift to Customer PDF %{id}', { id: String(record.id) })}
      onClick={event => {
        event.stopPropagation();
        void run(async () => saveFile(await dataProvider.giftCustomerPdf(record.id)));
      }}
    >
      PDF
    </Button>
  );
};

export default GiftPdfButton;
