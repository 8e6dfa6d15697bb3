/**
 * A link to a record that renders as plain text without the view permission (spec 1 §6).
 */
import type { ReactNode } from 'react';
import { Link as MuiLink } from '@mui/material';
import { useCanAccess, useCreatePath, type Identifier } from 'ra-core';
import { Link } from 'react-router-dom';

export interface PermissionLinkProps {
  resource: string;
  id?: Identifier;
  /** show (default), edit or list. */
  type?: 'show' | 'edit' | 'list';
  children: ReactNode;
}

export const PermissionLink = ({ resource, id, type = 'show', children }: PermissionLinkProps) => {
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource, action: type === 'edit' ? 'edit' : type });
  if (!canAccess) return <span>{children}</span>;
  return (
    <MuiLink component={Link} to={createPath({ resource, id, type })} onClick={e => e.stopPropagation()}>
      {children}
    </MuiLink>
  );
};
