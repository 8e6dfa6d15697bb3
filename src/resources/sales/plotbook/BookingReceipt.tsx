/** The receipt of a booking's advance, /{orgid}/plotbook/{id}/receipt with plotbook.view… */
// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotbook/BookingReceipt.tsx"
import type { RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { toPaise } from '../../../features/emi/schedule';
import { ReceiptPage, useFreshRecord } from '../../../features/receipts/ReceiptPage';
import { partiesOf, receiptNumber, type Receipt } from '../../../features/receipts/receiptLogic';
import { bookingSignatures } from './bookingLogic';

export const bookingReceipt = (booking: RaRecord): Receipt => ({
  kind: 'booking',
  number: receiptNumber('booking', booking.id),
  date: booking.created_at,
  ...partiesOf(booking),
  paise: toPaise(booking.booking_advance),
  purpose: { kind: 'booking' },
  mode: typeof booking.payment_mode === 'string' ? booking.payment_mode : null,
  reference: { kind: 'booking', id: booking.id },
  signatures: bookingSignatures(booking),
});

const BookingReceipt = () => {
  const { id = '' } = useParams();
  const { data, isPending, error } = useFreshRecord('plotbook', id);
  return <ReceiptPage receipt={data ? bookingReceipt(data) : null} isPending={isPending} error={error} />;
};

export default BookingReceipt;
