/** The receipt of a sale, /{orgid}/plotsale/{id}/receipt with the sale's view key… */
// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotsale/SaleReceipt.tsx"
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
