/** The receipt of a plot sale's instalment, /{orgid}/plotsale/{sale}/receipt/{instalment}… */
// Reasoning: docs/decisions.md "Notes: src/features/instalments/InstalmentReceipt.tsx"
import { useGetManyReference, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { AccessDeniedPage } from '../../app/AccessDeniedPage';
import { useOrg } from '../../common/OrgContext';
import { recordSignatures } from '../../common/signatures';
import { toPaise } from '../emi/schedule';
import { ReceiptPage, useFreshRecord } from '../receipts/ReceiptPage';
import { mayOpenReceipt, partiesOf, receiptNumber, type Receipt } from '../receipts/receiptLogic';

export const INSTALMENT_RECEIPT_TEXTS = {
  notFound: 'This instalment is not one of the instalments of this sale.',
} as const;

/** The received order of a sale's instalments: by received date, then as recorded. */
const receivedOrder = (a: RaRecord, b: RaRecord) =>
  String(a.received_at ?? '').localeCompare(String(b.received_at ?? '')) ||
  String(a.created_at ?? '').localeCompare(String(b.created_at ?? '')) ||
  Number(a.id) - Number(b.id);

/** The receipt of `instalment`, one of `sale`'s (`instalments`, when read, to give its number among them). */
export const instalmentReceipt = (sale: RaRecord, instalment: RaRecord, instalments?: readonly RaRecord[] | null): Receipt => {
  const at = instalments ? [...instalments].sort(receivedOrder).findIndex(i => String(i.id) === String(instalment.id)) : -1;
  const receivedUser = instalment.received_user as { name?: unknown } | null | undefined;
  return {
    kind: 'instalment',
    number: receiptNumber('instalment', sale.id, instalment.id),
    date: instalment.received_at ?? instalment.created_at,
    ...partiesOf(sale),
    paise: toPaise(instalment.amount),
    purpose: { kind: 'instalment', ordinal: at >= 0 ? at + 1 : null },
    reference: { kind: 'instalment', id: sale.id, itemId: instalment.id },
    signatures: recordSignatures(instalment),
    receivedBy: typeof receivedUser?.name === 'string' ? receivedUser.name : null,
  };
};

const InstalmentReceiptView = () => {
  const { id = '', itemId = '' } = useParams();
  const sale = useFreshRecord('plotsale', id);
  const instalment = useFreshRecord('plotsaleinstalment', itemId);
  // All of the sale's instalments (a sale has a few), for this one's number among them.
  const all = useGetManyReference('plotsaleinstalment', {
    target: 'plotsaleid',
    id,
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'received_at', order: 'ASC' },
  });
  const ofSale = instalment.data ? String(instalment.data.plot_sale_id ?? instalment.data.plotsaleid) === id : false;
  return (
    <ReceiptPage
      receipt={sale.data && instalment.data && ofSale ? instalmentReceipt(sale.data, instalment.data, all.data) : null}
      isPending={sale.isPending || instalment.isPending || all.isPending}
      error={sale.error ?? instalment.error}
      unavailable={instalment.data && !ofSale ? INSTALMENT_RECEIPT_TEXTS.notFound : null}
    />
  );
};

const InstalmentReceipt = () => {
  const { membership } = useOrg();
  // The route needs the sale's view key; the instalment keys are checked here, before any read.
  if (!mayOpenReceipt(membership, 'instalment')) return <AccessDeniedPage />;
  return <InstalmentReceiptView />;
};

export default InstalmentReceipt;
