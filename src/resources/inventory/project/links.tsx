/**
 * Links and link-buttons inside the organization, each behind its permission (spec 1 §6: without
 * the view permission a link is plain text; without create / update the button is not there).
 * Decided synchronously from the membership, like the guarded views.
 */
import type { ReactNode } from 'react';
import { Link as MuiLink } from '@mui/material';
import { Button, useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import { canAccess } from '../../../api/permissions';
import { useOrg } from '../../../app/OrgContext';

/** Whether the member may do `action` on `resource` (react-admin's actions: list, show, create, edit, delete). */
export const useAllowed = (resource: string, action: string): boolean => {
  const { membership } = useOrg();
  return canAccess(membership, { resource, action });
};

/** A path inside the organization (`/project/5/show` → `/1/project/5/show`). */
export const useOrgPath = () => {
  const basename = useBasename();
  return (path: string) => `${basename}${path}`;
};

const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

export interface GatedLinkProps {
  resource: string;
  /** The permission the target needs (default: show). */
  action?: string;
  /** The target, relative to the organization. */
  to: string;
  children: ReactNode;
  'aria-label'?: string;
}

/** A link that is plain text without the permission. */
export const GatedLink = ({ resource, action = 'show', to, children, ...rest }: GatedLinkProps) => {
  const allowed = useAllowed(resource, action);
  const orgPath = useOrgPath();
  if (!allowed) return <span>{children}</span>;
  return (
    <MuiLink component={Link} to={orgPath(to)} onClick={stop} aria-label={rest['aria-label']}>
      {children}
    </MuiLink>
  );
};

export interface GatedButtonProps {
  resource: string;
  action: string;
  to: string;
  label: string;
  icon?: ReactNode;
  variant?: 'text' | 'outlined' | 'contained';
}

/** A button that opens a page, shown only with the permission. */
export const GatedButton = ({ resource, action, to, label, icon, variant = 'text' }: GatedButtonProps) => {
  const allowed = useAllowed(resource, action);
  const orgPath = useOrgPath();
  if (!allowed) return null;
  return (
    <Button component={Link} to={orgPath(to)} label={label} onClick={stop} variant={variant}>
      {icon as never}
    </Button>
  );
};
