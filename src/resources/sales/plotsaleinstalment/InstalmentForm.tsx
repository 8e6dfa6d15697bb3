/** Instalment create and edit (spec 2 §2, §5, §7): amount ('Amount is required'), received_at, received_user_id. */
// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotsaleinstalment/InstalmentForm.tsx"
import type { ReactNode } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
import { SimpleForm, useBasename, useGetOne, useRecordContext, type RaRecord } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { AmountInput } from '../../../common/AmountInput';
import { DayInput } from '../../../common/DayInput';
import { FormToolbar, ResourceCreate, ResourceEdit } from '../../../common/ResourceForm';
import { required } from '../../../common/validators';
import { LookupInput } from '../../../common/lookups';
import { TabNotice } from '../../../common/display';
import { formatPrice } from '../../../common/format';
import { INSTALMENT_MESSAGES, saleInstalmentsPath } from '../../../features/instalments/instalmentLogic';
import { useT } from '../../../common/i18n';

const useQueryParam = (name: string): string | undefined => {
  const { search } = useLocation();
  return new URLSearchParams(search).get(name) || undefined;
};

/** The sale the instalment belongs to, as a line above the form, with the way back. */
const SaleContext = ({ saleId }: { saleId?: string }) => {
  const t = useT();
  const basename = useBasename();
  const { data: sale } = useGetOne('plotsale', { id: saleId ?? '' }, { enabled: !!saleId });
  if (!saleId) return null;
  const plot = (sale?.plot as { number?: unknown } | null | undefined)?.number;
  const customer = (sale?.customer as { name?: unknown } | null | undefined)?.name;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
      <Button component={Link} to={`${basename}${saleInstalmentsPath(saleId)}`} startIcon={<ArrowBackIcon />} size="small">
        {t('Back to the sale')}
      </Button>
      {sale && (
        <Typography variant="body2" color="text.secondary">
          {t('Plot %{number}', { number: String(plot ?? '-') })} · {String(customer ?? '-')} ·{' '}
          {t('Total %{amount}', { amount: formatPrice(sale.total_amount) })}
        </Typography>
      )}
    </Box>
  );
};

const InstalmentInputs = () => (
  <>
    <AmountInput source="amount" label="Amount" validate={required(INSTALMENT_MESSAGES.amount)} min={0} />
    <DayInput source="received_at" label="Received Date" validate={required(INSTALMENT_MESSAGES.receivedAt)} />
    <LookupInput
      source="received_user_id"
      reference="user/filter"
      label="Received User"
      validate={required(INSTALMENT_MESSAGES.receivedUser)}
      sx={{ minWidth: 300 }}
    />
  </>
);

/** What is sent: the three fields plus plotid and plotsaleid (spec 2 §7). */
export const instalmentPayload = (data: RaRecord, plotid: unknown, plotsaleid: unknown): RaRecord =>
  ({
    amount: data.amount,
    received_at: data.received_at,
    received_user_id: data.received_user_id,
    plotid: plotid ?? null,
    plotsaleid,
  }) as unknown as RaRecord;

const backToSale = (saleId: unknown) => (_resource?: string, _id?: unknown, data?: Partial<RaRecord>) =>
  saleInstalmentsPath(String(data?.plot_sale_id ?? saleId ?? ''));

const Missing = ({ children }: { children: ReactNode }) => <TabNotice>{children}</TabNotice>;

export const InstalmentCreate = () => {
  const t = useT();
  const plotid = useQueryParam('plotid');
  const plotsaleid = useQueryParam('plotsaleid');
  if (!plotsaleid) return <Missing>{t('Open Add Instalment from the Instalment tab of a plot sale.')}</Missing>;
  return (
    <ResourceCreate
      title="Add Instalment"
      redirect={backToSale(plotsaleid)}
      transform={data => instalmentPayload(data, plotid, plotsaleid)}
    >
      <SimpleForm toolbar={<FormToolbar deletable={false} />}>
        <SaleContext saleId={plotsaleid} />
        <InstalmentInputs />
      </SimpleForm>
    </ResourceCreate>
  );
};

/** The sale of the edited instalment: ?plotsaleid, else the record's own. */
const EditContext = ({ fromQuery }: { fromQuery?: string }) => {
  const record = useRecordContext();
  return <SaleContext saleId={fromQuery ?? (record?.plot_sale_id != null ? String(record.plot_sale_id) : undefined)} />;
};

export const InstalmentEdit = () => {
  const plotsaleid = useQueryParam('plotsaleid');
  return (
    <ResourceEdit
      title="Edit Instalment"
      redirect={backToSale(plotsaleid)}
      transform={data => instalmentPayload(data, data.plotid, plotsaleid ?? data.plot_sale_id)}
    >
      <SimpleForm toolbar={<FormToolbar deletable={false} />}>
        <EditContext fromQuery={plotsaleid} />
        <InstalmentInputs />
      </SimpleForm>
    </ResourceEdit>
  );
};
