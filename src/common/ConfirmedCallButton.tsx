/** A button whose call runs after a confirmation: one call at a time, the server's message, the record read again… */
// Reasoning: docs/decisions.md "Notes: src/common/ConfirmedCallButton.tsx"
import { useState, type ReactElement } from 'react';
import { Button } from '@mui/material';
import { Confirm } from 'react-admin';
import { useRefresh } from 'ra-core';
import { usePendingCall } from './useServerNotify';
import { useT } from './i18n';

export interface ConfirmedCallButtonProps {
  label: string;
  /** The accessible name, when the label alone would be ambiguous (one button per image). */
  ariaLabel?: string;
  icon: ReactElement;
  size?: 'small' | 'medium';
  /** Default: a red text button (a removal); a Send is a contained primary one. */
  color?: 'error' | 'primary';
  variant?: 'text' | 'outlined' | 'contained';
  title: string;
  content: string;
  call: () => Promise<{ message?: string }>;
  done: string;
  failureText?: string;
}

export const ConfirmedCallButton = ({
  label,
  ariaLabel,
  icon,
  size,
  color = 'error',
  variant,
  title,
  content,
  call,
  done,
  failureText,
}: ConfirmedCallButtonProps) => {
  const [open, setOpen] = useState(false);
  const t = useT();
  const { run, pending, done: said } = usePendingCall();
  const refresh = useRefresh();
  const confirm = () =>
    run(async () => {
      said((await call()).message, done);
      setOpen(false);
      refresh();
    }, failureText);
  return (
    <>
      <Button
        color={color}
        variant={variant}
        size={size}
        startIcon={icon}
        aria-label={ariaLabel && t(ariaLabel)}
        onClick={() => setOpen(true)}
        disabled={pending}
      >
        {t(label)}
      </Button>
      <Confirm isOpen={open} loading={pending} title={title} content={content} onConfirm={confirm} onClose={() => setOpen(false)} />
    </>
  );
};
