/** Plot sale edit: price, registration_due_date, notes, broker and a new customer image… */
// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotsale/PlotSaleEdit.tsx"
import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Stack, Typography } from '@mui/material';
import {
  Confirm,
  ImageField,
  ImageInput,
  SimpleForm,
  TextInput,
  useCanAccess,
  useDataProvider,
  useRecordContext,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import type { AppDataProvider } from '../../../api/dataProvider';
import { MESSAGES } from '../../../common/messages';
import { FormToolbar, ResourceEdit } from '../../../common/ResourceForm';
import { LookupInput } from '../../../common/lookups';
import { AmountInput } from '../../../common/AmountInput';
import { DayInput } from '../../../common/DayInput';
import { useServerNotify } from '../../../common/useServerNotify';
import { uploadInputProps } from '../../../common/uploads';
import { all, required } from '../../../common/validators';
import { Detail, PlotProjectCustomerDetails } from '../../../common/display';
import { formatPrice } from '../../../common/format';
import { isShownImage } from '../../../common/urls';
import { SaleTitle } from './SaleTitle';
import { SALE_MESSAGES, salePayload, validateCustomerImage } from './saleLogic';
import { useT } from '../../../common/i18n';

/** The customer image: the sale's picture types, and the console's 10 MB limit (issue 12). */
const CUSTOMER_IMAGE_UPLOAD = uploadInputProps({ image: true }, validateCustomerImage);

const positive = (value: unknown) => {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? undefined : SALE_MESSAGES.priceNumber;
};

/** The sale's fixed parts: plot, project, customer, total. */
const SaleHeader = () => {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ mb: 2 }}>
      <PlotProjectCustomerDetails />
      <TotalDetail />
    </Stack>
  );
};

const TotalDetail = () => {
  const record = useRecordContext();
  return <Detail label="Total">{formatPrice(record?.total_amount)}</Detail>;
};

/** The stored customer image with its delete (plot.update, i.e. the edit permission). */
const CurrentCustomerImage = () => {
  const t = useT();
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { success, failure } = useServerNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'plotsale', action: 'edit' });
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record?.customer_image || !record.cust_image_url) return null;

  const confirmDelete = async () => {
    setPending(true);
    try {
      const result = await dataProvider.deletePlotSaleCustomerImage(record.id, String(record.customer_image));
      success({}, result.message || SALE_MESSAGES.imageDeleted);
      setConfirming(false);
      refresh();
    } catch (error) {
      failure(error instanceof Error && error.message ? error : SALE_MESSAGES.deleteImageFailed);
    } finally {
      setPending(false);
    }
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {t('Customer image')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        {isShownImage(record.cust_image_url) ? (
          <Box
            component="img"
            src={record.cust_image_url}
            alt={t('Customer image')}
            sx={{ height: 120, maxWidth: 200, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        ) : (
          <Typography variant="body2">{t('This image cannot be shown.')}</Typography>
        )}
        {canAccess && (
          <Button color="error" size="small" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)} disabled={pending}>
            {t('Delete image')}
          </Button>
        )}
      </Box>
      <Confirm
        isOpen={confirming}
        loading={pending}
        title={MESSAGES.deleteTitle}
        content={MESSAGES.imageDeleteContent}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};

export const PlotSaleEdit = () => {
  const t = useT();
  return (
    <ResourceEdit title={<SaleTitle />} redirect="show" transform={data => salePayload(data) as RaRecord}>
      <SimpleForm toolbar={<FormToolbar deletable={false} />}>
        <SaleHeader />
        <AmountInput source="price" label="Price" validate={all(required(SALE_MESSAGES.priceRequired), positive)} />
        <DayInput source="registration_due_date" label="Registration Due Date" />
        <LookupInput source="broker_id" reference="customer/filter" filter={{ is_broker: 1 }} label="Broker" sx={{ minWidth: 300 }} />
        <TextInput source="notes" label="Notes" multiline minRows={3} fullWidth />
        <CurrentCustomerImage />
        <ImageInput
          source="customer_image_upload"
          label="Customer image"
          validate={CUSTOMER_IMAGE_UPLOAD.validate}
          helperText="jpeg, jpg, gif, png or webp, at most 10 MB"
          inputProps={{ ...CUSTOMER_IMAGE_UPLOAD.inputProps, 'aria-label': t('Customer image') }}
        >
          <ImageField source="src" title="title" />
        </ImageInput>
      </SimpleForm>
    </ResourceEdit>
  );
};

export default PlotSaleEdit;
