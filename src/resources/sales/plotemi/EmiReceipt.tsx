/** The receipt of a paid EMI, /{orgid}/plotemi/{plan}/receipt/{item} with plotemi.view… */
// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotemi/EmiReceipt.tsx"
import { useGetOne, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useAllowed } from '../../../common/access';
import { useEmiHistory } from '../../../features/emi/EmiSchedule';
import { planSchedule, todayYmd, toPaise } from '../../../features/emi/schedule';
import { ReceiptPage, useFreshRecord } from '../../../features/receipts/ReceiptPage';
import { partiesOf, receiptNumber, type Receipt, type ReceiptLine } from '../../../features/receipts/receiptLogic';

export const EMI_RECEIPT_TEXTS = {
  notFound: 'This payment is not in the history of this EMI plan.',
  notPaid: 'Only a paid EMI has a receipt.',
} as const;

/** The receipt of `item`, a Paid item of `plan`'s history (`history` whole, to find the instalments it paid). */
export const emiReceipt = (plan: RaRecord, item: RaRecord, history: readonly RaRecord[], plot?: RaRecord | null): Receipt => {
  const amount = toPaise(item.amount) ?? 0;
  const penalty = Number(item.is_penalty) === 1 ? (toPaise(item.penalty_amount) ?? 0) : 0;
  const lines: ReceiptLine[] =
    penalty > 0
      ? [
          { label: 'instalment', paise: amount },
          { label: 'penalty', paise: penalty },
        ]
      : [];
  const schedule = planSchedule(plan, history, todayYmd());
  const instalments = (schedule?.rows ?? []).filter(row => row.payments.some(p => String(p.id) === String(item.id))).map(row => row.number);
  const parties = partiesOf(plan);
  return {
    kind: 'emi',
    number: receiptNumber('emi', plan.id, item.id),
    date: item.paid_on ?? item.created_at,
    ...parties,
    layout: parties.layout ?? partiesOf({ plot }).layout,
    paise: amount + penalty,
    lines,
    purpose: { kind: 'emi', instalments },
    reference: { kind: 'emi', id: plan.id, itemId: item.id },
  };
};

const EmiReceipt = () => {
  const { id = '', itemId = '' } = useParams();
  const mayReadPlot = useAllowed('plot', 'show');
  const plan = useFreshRecord('plotemi', id);
  const history = useEmiHistory(id);
  const plotId = plan.data?.plot_id ?? (plan.data?.plot as { id?: unknown } | undefined)?.id;
  const needsPlot = !!plan.data && !partiesOf(plan.data).layout && plotId != null && mayReadPlot;
  const plot = useGetOne('plot', { id: plotId as string }, { enabled: needsPlot, retry: false });
  const item = history.data?.find(i => String(i.id) === itemId);
  const unavailable =
    history.data && !item ? EMI_RECEIPT_TEXTS.notFound : item && item.status !== 'Paid' ? EMI_RECEIPT_TEXTS.notPaid : null;
  return (
    <ReceiptPage
      receipt={plan.data && item && history.data ? emiReceipt(plan.data, item, history.data, plot.data) : null}
      isPending={plan.isPending || history.isPending || (needsPlot && plot.isPending)}
      error={plan.error ?? history.error}
      unavailable={unavailable}
    />
  );
};

export default EmiReceipt;
