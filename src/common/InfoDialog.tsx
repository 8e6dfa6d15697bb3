/** A row's Info button and its read-only dialog: the dialog is mounted only while open, titled, closed by Close or Escape. */
// Reasoning: docs/decisions.md "Notes: src/common/InfoDialog.tsx"
import type { ReactElement, ReactNode } from 'react';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { DialogButton } from './DialogButton';
import { useT } from './i18n';

export interface InfoDialogButtonProps {
  /** The dialog's title. */
  title: string;
  /** The button's accessible name when several rows have one (default 'Info'). */
  ariaLabel?: string;
  /** The button's text and icon (default 'Info' with the info icon; e.g. a failed import's Errors). */
  label?: string;
  icon?: ReactElement;
  children: ReactNode;
}

export const InfoDialogButton = ({ title, ariaLabel, label = 'Info', icon = <InfoOutlinedIcon />, children }: InfoDialogButtonProps) => {
  const t = useT();
  return (
    <DialogButton label={label} ariaLabel={ariaLabel} icon={icon}>
      {close => (
        <Dialog open onClose={close} onClick={e => e.stopPropagation()} fullWidth maxWidth="sm" aria-labelledby="info-dialog-title">
          <DialogTitle id="info-dialog-title">{t(title)}</DialogTitle>
          <DialogContent dividers>{children}</DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('Close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </DialogButton>
  );
};
