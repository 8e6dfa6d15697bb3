/**
 * Small display pieces shared by the show pages and lists of every area: a labelled detail, a
 * tab's notice, and the customer link (plain text without customer.view, '+N Members' when a
 * plot is blocked for several customers).
 */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useRecordContext, type Identifier, type RaRecord } from 'ra-core';
import { PermissionLink } from './PermissionLink';

/** One labelled value of a detail page. */
export const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', maxWidth: 460 }}>
      {children === null || children === undefined || children === '' ? '-' : children}
    </Typography>
  </Box>
);

/** A short notice in place of a tab's content: empty, failed, or not there. */
export const TabNotice = ({ children }: { children: ReactNode }) => (
  <Typography color="text.secondary" sx={{ py: 3 }} role="status">
    {children}
  </Typography>
);

/** A customer linked with customer.view; a Blocked plot held by several shows '+N Members'. */
export const CustomerLink = ({ record: given, source = 'customer' }: { record?: RaRecord; source?: string }) => {
  const record = useRecordContext({ record: given });
  const customer = record?.[source] as { id: Identifier; name?: string } | null | undefined;
  if (!customer) return <span>-</span>;
  const members = Array.isArray(record?.members) ? record.members.length : 0;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <PermissionLink resource="customer" id={customer.id}>
        {customer.name}
      </PermissionLink>
      {members > 1 && (
        <Typography component="span" variant="caption" color="text.secondary" title={record!.members.map((m: { name: string }) => m.name).join(', ')}>
          +{members - 1} Members
        </Typography>
      )}
    </Box>
  );
};
