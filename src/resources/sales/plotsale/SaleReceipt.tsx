/**
 * The receipt of a sale (issue 37), /{orgid}/plotsale/{id}/receipt with the sale's view key
 * (plot.view): receipt S-{id}, dated the day of the sale, for the sale's total (which includes the
 * advance of the booking it closes, named on it), or its down payment when the rest is by EMI (each
 * EMI has its own receipt). The API keeps no payment mode for a sale: no mode line.
 */
import type { RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { toPaise } from '../../../features/emi/schedule';
import { ReceiptPage, useFreshRecord } from '../../../features/receipts/ReceiptPage';
import { partiesOf, receiptNumber, type Receipt } from '../../../features/receipts/receiptLogic';

export const saleReceipt = (sale: RaRecord): Receipt => {
  const emi = Number(sale.isemi) === 1;
  return {
    kind: 'sale',
    number: receiptNumber('sale', sale.id),
    date: sale.created_at,
    ...partiesOf(sale),
    paise: emi ? toPaise(sale.downpayment) : (toPaise(sale.total_amount) ?? toPaise(sale.price)),
    purpose: { kind: 'sale', emi, bookingId: (sale.plot_book_id as string | number | null | undefined) ?? null },
    reference: { kind: 'sale', id: sale.id },
  };
};

const SaleReceipt = () => {
  const { id = '' } = useParams();
  const { data, isPending, error } = useFreshRecord('plotsale', id);
  return <ReceiptPage receipt={data ? saleReceipt(data) : null} isPending={isPending} error={error} />;
};

export default SaleReceipt;
