/** A button that opens a page of the organization, there only with the permission (spec 1 §6). */
import type { ReactNode } from 'react';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';
import { useAllowed, useOrgPath } from './access';

export interface GatedButtonProps {
  resource: string;
  /** The permission the page needs (react-admin's action: create, edit, show, list). */
  action: string;
  /** The page, relative to the organization. */
  to: string;
  label: string;
  icon?: ReactNode;
  variant?: 'text' | 'outlined' | 'contained';
}

export const GatedButton = ({ resource, action, to, label, icon, variant = 'text' }: GatedButtonProps) => {
  const allowed = useAllowed(resource, action);
  const orgPath = useOrgPath();
  if (!allowed) return null;
  return (
    <Button component={Link} to={orgPath(to)} label={label} onClick={e => e.stopPropagation()} variant={variant}>
      {icon as never}
    </Button>
  );
};
