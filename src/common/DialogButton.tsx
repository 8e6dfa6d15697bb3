/** A button that opens a dialog; the dialog is mounted only while open (a fresh form each time). */
import { useState, type ReactElement, type ReactNode } from 'react';
import { Button } from 'react-admin';
import { useT } from './i18n';

export interface DialogButtonProps {
  label: string;
  /** The accessible name, when the label alone would be ambiguous (e.g. one button per row). */
  ariaLabel?: string;
  icon: ReactElement;
  /** The dialog, given the function that closes it. */
  children: (close: () => void) => ReactNode;
}

export const DialogButton = ({ label, ariaLabel, icon, children }: DialogButtonProps) => {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <>
      <Button
        label={label}
        aria-label={ariaLabel && t(ariaLabel)}
        onClick={e => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        {icon}
      </Button>
      {open && children(() => setOpen(false))}
    </>
  );
};
