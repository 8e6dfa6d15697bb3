/** The receipt page: a printable receipt on A5 or A4 with the organization's letterhead, in English or Tamil… */
// Reasoning: docs/decisions.md "Notes: src/features/receipts/ReceiptPage.tsx"
import type { ReactNode } from 'react';
import { Alert, Box, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Title, useGetOne, useLocaleState, useStore } from 'react-admin';
import { canAccess } from '../../api/permissions';
import { useOrg } from '../../common/OrgContext';
import { formatPaise } from '../../common/format';
import { errorMessage } from '../../common/useServerNotify';
import { useT } from '../../common/i18n';
import {
  PAPER_SIZES,
  RECEIPT_LANGUAGES,
  RECEIPT_TEXTS,
  customerPhone,
  letterheadOf,
  modeText,
  receiptDate,
  receiptSummary,
  receiptWhatsappUrl,
  receiptWords,
  type Letterhead,
  type PaperSize,
  type Receipt,
  type ReceiptLanguage,
} from './receiptLogic';
import './receipt.css';

/** The sheet on screen, at the paper's width; print fills the page (receipt.css). */
const SHEET: Record<PaperSize, { width: string; minHeight: string; fontSize: number }> = {
  A5: { width: '148mm', minHeight: '210mm', fontSize: 12 },
  A4: { width: '210mm', minHeight: '297mm', fontSize: 14 },
};

/** Tamil letters in Noto Sans Tamil (its unicode-range), everything else in the console's font. */
const FONT = "'Noto Sans Tamil', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The organization's letterhead: its record for those who may read it, else what the sign-in says of the organization. */
const useLetterhead = (): Letterhead => {
  const { membership } = useOrg();
  const readable = canAccess(membership, { resource: 'organization', action: 'show' });
  const { data } = useGetOne('organization', { id: membership.organization_id }, { enabled: readable, retry: false });
  return letterheadOf(data, membership as unknown as Record<string, unknown> & { name: string });
};

/** The customer's number when the record does not carry it: read from the customer, for those who may. */
const useCustomerPhone = (receipt: Receipt | null | undefined): Receipt['phone'] => {
  const { membership } = useOrg();
  const id = receipt?.customerId;
  const needed = !!receipt && !receipt.phone && id != null && id !== '' && canAccess(membership, { resource: 'customer', action: 'show' });
  const { data } = useGetOne('customer', { id: id as string }, { enabled: needed, retry: false });
  return receipt?.phone ?? customerPhone(data);
};

const Row = ({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) => (
  <tr>
    <Box
      component="th"
      scope="row"
      sx={{ textAlign: 'left', fontWeight: 500, color: '#555', pr: 2, py: 0.5, verticalAlign: 'top', whiteSpace: 'nowrap', width: '1%' }}
    >
      {label}
    </Box>
    <Box component="td" sx={{ py: 0.5, fontWeight: strong ? 700 : 400, fontSize: strong ? '1.25em' : undefined }}>
      {children}
    </Box>
  </tr>
);

const Signature = ({ src, label }: { src: string | null; label: string }) => (
  <Box sx={{ textAlign: 'center', minWidth: '40%' }}>
    <Box sx={{ height: '18mm', display: 'flex', alignItems: 'flex-end', justifyContent: 'center' }}>
      {src && <Box component="img" src={src} alt={label} sx={{ maxHeight: '18mm', maxWidth: '100%' }} />}
    </Box>
    <Box sx={{ borderTop: '1px solid #333', pt: 0.5 }}>{label}</Box>
  </Box>
);

const ReceiptSheet = ({
  receipt,
  letterhead,
  receivedBy,
  language,
  paper,
}: {
  receipt: Receipt;
  letterhead: Letterhead;
  receivedBy: string;
  language: ReceiptLanguage;
  paper: PaperSize;
}) => {
  const t = RECEIPT_TEXTS[language];
  const size = SHEET[paper];
  return (
    <Box
      component="article"
      className="receipt-sheet"
      aria-label={`${RECEIPT_TEXTS.en.title} ${receipt.number}`}
      lang={language}
      data-paper={paper}
      sx={{
        width: size.width,
        maxWidth: '100%',
        minHeight: size.minHeight,
        boxSizing: 'border-box',
        p: '10mm',
        bgcolor: '#fff',
        color: '#111',
        border: '1px solid #ccc',
        boxShadow: 1,
        fontFamily: FONT,
        fontSize: size.fontSize,
        lineHeight: 1.5,
      }}
    >
      <Box component="header" sx={{ display: 'flex', gap: 2, alignItems: 'center', borderBottom: '2px solid #333', pb: 1.5 }}>
        {letterhead.logo && (
          <Box component="img" src={letterhead.logo} alt={`${letterhead.name} logo`} sx={{ maxHeight: '20mm', maxWidth: '35mm' }} />
        )}
        <Box>
          <Box sx={{ fontSize: '1.6em', fontWeight: 700 }} data-testid="receipt-organization">
            {letterhead.name}
          </Box>
          {letterhead.address && <Box sx={{ whiteSpace: 'pre-line' }}>{letterhead.address}</Box>}
          {letterhead.phone && <Box>{`${t.phone}: ${letterhead.phone}`}</Box>}
        </Box>
      </Box>
      <Box
        component="h2"
        sx={{ textAlign: 'center', fontSize: '1.4em', letterSpacing: language === 'en' ? 2 : 0, textTransform: 'uppercase', my: 1.5 }}
      >
        {t.title}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1.5 }}>
        <span>
          {t.number}: <strong data-testid="receipt-number">{receipt.number}</strong>
        </span>
        <span>
          {t.date}: <strong>{receiptDate(receipt.date)}</strong>
        </span>
      </Box>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          <Row label={t.receivedFrom}>
            <strong data-testid="receipt-customer">{receipt.customer || '-'}</strong>
          </Row>
          <Row label={t.towards}>{t.purpose(receipt.purpose)}</Row>
          <Row label={t.plot}>{receipt.plot ?? '-'}</Row>
          <Row label={t.layout}>{receipt.layout ?? '-'}</Row>
          <Row label={t.project}>{receipt.project ?? '-'}</Row>
          {receipt.mode !== undefined && <Row label={t.mode}>{modeText(receipt.mode, language)}</Row>}
          <Row label={t.reference}>{t.referenceText(receipt.reference)}</Row>
          {receipt.lines?.map(line => (
            <Row key={line.label} label={t.lines[line.label]}>
              {formatPaise(line.paise)}
            </Row>
          ))}
          <Row label={t.amount} strong>
            <span data-testid="receipt-amount">{receipt.paise === null ? '-' : formatPaise(receipt.paise)}</span>
          </Row>
          <Row label={t.inWords}>
            <Box component="span" data-testid="receipt-words" sx={{ display: 'block' }}>
              {receiptWords(receipt.paise, language)}
            </Box>
            {/* The Tamil receipt gives the sum in English words too, as banks and registrars read them. */}
            {language === 'ta' && (
              <Box component="span" lang="en" data-testid="receipt-words-en" sx={{ display: 'block' }}>
                {receiptWords(receipt.paise, 'en')}
              </Box>
            )}
          </Row>
          <Row label={t.receivedBy}>{receivedBy || '-'}</Row>
        </tbody>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 4, mt: 5 }}>
        <Signature src={receipt.signatures?.customer ?? null} label={t.customerSignature} />
        <Signature src={receipt.signatures?.admin ?? null} label={t.adminSignature} />
      </Box>
    </Box>
  );
};

export interface ReceiptPageProps {
  receipt: Receipt | null | undefined;
  isPending: boolean;
  error?: unknown;
  /** Why there is no receipt although the record was read (an EMI not paid, not in the plan). */
  unavailable?: string | null;
}

export const ReceiptPage = ({ receipt, isPending, error, unavailable }: ReceiptPageProps) => {
  const { user } = useOrg();
  const letterhead = useLetterhead();
  const phone = useCustomerPhone(receipt);
  const [paper, setPaper] = useStore<PaperSize>('receipt.paper', 'A5');
  const [locale] = useLocaleState();
  // In the interface's language until the user picks the receipt's own.
  const [language, setLanguage] = useStore<ReceiptLanguage>('receipt.language', locale === 'ta' ? 'ta' : 'en');
  const size: PaperSize = PAPER_SIZES.includes(paper) ? paper : 'A5';
  const lang: ReceiptLanguage = language === 'ta' ? 'ta' : 'en';
  const t = useT();

  if (isPending)
    return (
      <Typography role="status" sx={{ p: 2 }}>
        {t('Loading the receipt…')}
      </Typography>
    );
  if (error || unavailable || !receipt) {
    return (
      <Alert severity={error ? 'error' : 'info'} sx={{ m: 2 }}>
        {error
          ? t('The receipt could not be drawn: %{error}', { error: errorMessage(error) })
          : t(unavailable ?? 'There is no receipt for this record.')}
      </Alert>
    );
  }

  const receivedBy = receipt.receivedBy || user.name || '';
  const share = receiptWhatsappUrl(phone, receiptSummary(receipt, letterhead, receivedBy, lang));
  return (
    <Box sx={{ py: 2 }}>
      <Title title={t('Receipt %{number}', { number: receipt.number })} />
      {/* The page size of the print, as chosen. */}
      <style>{`@page { size: ${size} portrait; margin: 10mm; }`}</style>
      <Stack className="receipt-toolbar" direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mb: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={size}
          onChange={(_, v: PaperSize | null) => v && setPaper(v)}
          aria-label={t('Paper size')}
        >
          {PAPER_SIZES.map(p => (
            <ToggleButton key={p} value={p}>
              {p}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={lang}
          onChange={(_, v: ReceiptLanguage | null) => v && setLanguage(v)}
          aria-label={t('Receipt language')}
        >
          {RECEIPT_LANGUAGES.map(l => (
            <ToggleButton key={l.id} value={l.id} lang={l.id} sx={{ fontFamily: FONT, textTransform: 'none' }}>
              {l.name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('Print')}
        </Button>
        <Button variant="outlined" startIcon={<WhatsAppIcon />} href={share} target="_blank" rel="noopener noreferrer">
          {t('Share on WhatsApp')}
        </Button>
      </Stack>
      <ReceiptSheet receipt={receipt} letterhead={letterhead} receivedBy={receivedBy} language={lang} paper={size} />
    </Box>
  );
};

/** The record a receipt is drawn from, read afresh when the page opens… */
export const useFreshRecord = (resource: string, id: string) => {
  const { data, isPending, isFetchedAfterMount, error } = useGetOne(resource, { id }, { retry: false, staleTime: 0 });
  return { data, isPending: isPending || (!isFetchedAfterMount && !error), error };
};
