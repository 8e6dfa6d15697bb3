/** The way to a receipt: a 'Receipt' button on a booking's and a sale's page, on a paid EMI's row and on a sale's instalment row… */
// Reasoning: docs/decisions.md "Notes: src/features/receipts/ReceiptButton.tsx"
import { useContext, type ReactNode } from 'react';
import { Button, Link as MuiLink } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { Identifier } from 'ra-core';
import { Link } from 'react-router-dom';
import { useOrgPath } from '../../common/access';
import { OrgContext } from '../../common/OrgContext';
import { mayOpenReceipt, receiptNumber, receiptPath, type ReceiptKind } from './receiptLogic';
import { useT } from '../../common/i18n';

interface Target {
  kind: ReceiptKind;
  id: Identifier;
  /** The EMI history item, the sale's instalment. */
  itemId?: Identifier;
}

const useReceiptHref = ({ kind, id, itemId }: Target): string | null => {
  const allowed = mayOpenReceipt(useContext(OrgContext)?.membership, kind);
  const orgPath = useOrgPath();
  return allowed ? orgPath(receiptPath(kind, id, itemId)) : null;
};

const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

export const ReceiptButton = ({ size = 'small', ...target }: Target & { size?: 'small' | 'medium' }) => {
  const href = useReceiptHref(target);
  const t = useT();
  if (!href) return null;
  return (
    <Button
      component={Link}
      to={href}
      size={size}
      startIcon={<ReceiptLongIcon />}
      onClick={stop}
      aria-label={t('Receipt %{number}', { number: receiptNumber(target.kind, target.id, target.itemId) })}
    >
      {t('Receipt')}
    </Button>
  );
};

/** Text (a payment of a schedule row) linking to its receipt; plain text for those who may not open it. */
export const ReceiptLink = ({ children, ...target }: Target & { children: ReactNode }) => {
  const href = useReceiptHref(target);
  const t = useT();
  if (!href) return <span>{children}</span>;
  return (
    <MuiLink
      component={Link}
      to={href}
      onClick={stop}
      title={t('Receipt %{number}', { number: receiptNumber(target.kind, target.id, target.itemId) })}
    >
      {children}
    </MuiLink>
  );
};
