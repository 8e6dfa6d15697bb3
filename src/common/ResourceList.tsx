/**
 * The list building block every resource uses: page sizes 10, 20, 30, 50, 100, All ("All" sends
 * showall=true), created_at descending by default, 'No items found' when empty, a simple list on
 * small screens, and bulk delete only where the user holds the delete permission, with the
 * console's confirmation.
 */
import type { ReactElement, ReactNode } from 'react';
import { useMediaQuery, type Theme, Box, Typography } from '@mui/material';
import { useCanAccess, useResourceContext, useResourceDefinition, type RaRecord } from 'ra-core';
import {
  BulkDeleteButton,
  CreateButton,
  DataTable,
  List,
  Pagination,
  SimpleList,
  TopToolbar,
  FilterButton,
} from 'react-admin';
import { DEFAULT_SORT, PER_PAGE_OPTIONS } from '../api/listQuery';
import { MESSAGES } from './messages';

export const ListPagination = () => <Pagination rowsPerPageOptions={[...PER_PAGE_OPTIONS]} />;

/** The empty state: 'No items found', and a create button where the user may create. */
export const EmptyList = () => (
  <Box sx={{ textAlign: 'center', py: 6 }} role="status">
    <Typography variant="h6" component="p" color="text.secondary" gutterBottom>
      {MESSAGES.noItems}
    </Typography>
    <CreateButton variant="contained" />
  </Box>
);

export const BulkDelete = () => (
  <BulkDeleteButton mutationMode="pessimistic" confirmTitle={MESSAGES.deleteTitle} confirmContent={MESSAGES.deleteContent} />
);

export interface ResourceListProps {
  /** DataTable columns. */
  children: ReactNode;
  perPage?: number;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  filters?: ReactElement[];
  /** Bulk delete where the user holds {resource}.delete; false turns it off for everyone. */
  bulkDelete?: boolean;
  /** Small screens: the simple list's lines. Without it, the table shows on every screen. */
  primaryText?: (record: RaRecord) => ReactNode;
  secondaryText?: (record: RaRecord) => ReactNode;
  rowClick?: 'edit' | 'show' | false;
  title?: string | ReactElement;
  exporter?: false;
  actions?: ReactElement | false;
}

export const ListActions = ({ filters }: { filters?: boolean }) => (
  <TopToolbar>
    {filters && <FilterButton />}
    <CreateButton />
  </TopToolbar>
);

export const ResourceList = ({
  children,
  perPage = 20,
  sort = DEFAULT_SORT,
  filters,
  bulkDelete = true,
  primaryText,
  secondaryText,
  rowClick = 'edit',
  title,
  actions,
}: ResourceListProps) => {
  const resource = useResourceContext();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canShow } = useCanAccess({ resource, action: 'show' });
  const hasShow = !!useResourceDefinition({ resource }).hasShow;
  const bulk = bulkDelete && canDelete ? <BulkDelete /> : false;
  // Without the update permission a row does not open the edit form (spec 1 §6).
  const click = rowClick === 'edit' && !canEdit ? (hasShow && canShow ? 'show' : false) : rowClick;
  return (
    <List
      perPage={perPage}
      sort={sort}
      filters={filters}
      pagination={<ListPagination />}
      empty={<EmptyList />}
      title={title}
      actions={actions ?? <ListActions filters={!!filters?.length} />}
      exporter={false}
    >
      {isSmall && primaryText ? (
        <SimpleList primaryText={primaryText} secondaryText={secondaryText} linkType={click} empty={<EmptyList />} />
      ) : (
        <DataTable bulkActionButtons={bulk} rowClick={click} empty={<EmptyList />}>
          {children}
        </DataTable>
      )}
    </List>
  );
};

