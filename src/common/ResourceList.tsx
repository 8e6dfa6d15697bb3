/** The list building block every resource uses: page sizes 10, 20, 30, 50, 100, All, created_at descending by default… */
// Reasoning: docs/decisions.md "Notes: src/common/ResourceList.tsx"
import {
  memo,
  useContext,
  useState,
  type ComponentProps,
  type ComponentType,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useMediaQuery, type Theme, Box, Button, Drawer, Typography } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { FilterContext, useResourceContext, useResourceDefinition, useTranslate, type RaRecord } from 'ra-core';
import {
  BulkDeleteButton,
  CreateButton,
  DataTable,
  DataTableRow,
  List,
  Pagination,
  SimpleList,
  TopToolbar,
  FilterButton,
  FilterForm,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';
import { DEFAULT_SORT, FIRST_PAGE_META, PER_PAGE_OPTIONS } from '../api/listQuery';
import { MESSAGES, deleteTitleOf } from './messages';
import { ListExportButton, type ListExportProps } from './ExportDialog';
import { deleteConfirmContent } from './deleteConfirm';
import { useAccess } from './access';
import { SavedViewsBar } from './slots';
import { ListAddressGuard } from './ListAddressGuard';
import { OrgContext } from './OrgContext';
import { AllFromFirstPage, WindowedTableBody } from './WindowedTableBody';
import { useT } from './i18n';

/** The page sizes of the specification, plus the list's own default when it is not one of them (plots: 25). */
export const pageSizeOptions = (perPage?: number) => {
  const numbers = PER_PAGE_OPTIONS.filter((o): o is number => typeof o === 'number');
  const all = PER_PAGE_OPTIONS.filter(o => typeof o !== 'number');
  const sizes = perPage && !numbers.includes(perPage) ? [...numbers, perPage].sort((a, b) => a - b) : numbers;
  return [...sizes, ...all];
};

export const ListPagination = ({ perPage }: { perPage?: number }) => {
  const t = useT();
  const translate = useTranslate();
  // Counts with the Indian grouping ("1-20 of 2,100") in both languages; react-admin gives them bare.
  const grouped = (n: number) => n.toLocaleString('en-IN');
  const labels = {
    labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
      count === -1
        ? translate('ra.navigation.partial_page_range_info', { offsetBegin: grouped(from), offsetEnd: grouped(to) })
        : translate('ra.navigation.page_range_info', { offsetBegin: grouped(from), offsetEnd: grouped(to), total: grouped(count) }),
  } as Record<string, unknown>;
  return (
    <Pagination
      // MUI draws an option's label as it is ('All'): given in the chosen language.
      rowsPerPageOptions={pageSizeOptions(perPage).map(o => (typeof o === 'number' ? o : { ...o, label: t(o.label) }))}
      {...labels}
    />
  );
};

/** The create button, only on a resource that has a create view (read-only lists have none). */
const CreateIfAny = (props: { variant?: 'contained' }) => (useResourceDefinition().hasCreate ? <CreateButton {...props} /> : null);

/** The empty state: 'No items found', and a create button where the user may create. */
export const EmptyList = () => {
  const t = useT();
  return (
    <Box sx={{ textAlign: 'center', py: 6 }} role="status">
      <Typography variant="h6" component="p" color="text.secondary" gutterBottom>
        {t(MESSAGES.noItems)}
      </Typography>
      <CreateIfAny variant="contained" />
    </Box>
  );
};

/** Enter on a row opens it, as a click would. */
const openOnEnter = (event: KeyboardEvent<HTMLTableRowElement>) => {
  if (event.key === 'Enter' && event.target === event.currentTarget) event.currentTarget.click();
};

/** A row that opens its record is reached with Tab and opened with Enter, as a click would… */
// Memoised, its handler made once: a row whose record is unchanged is not drawn again when the list's
// filter or loading state changes (react-admin's own row is memoised; a new handler defeated it).
const KeyboardRow = memo((props: DataTableRowProps) => <DataTableRow {...props} tabIndex={0} onKeyDown={openOnEnter} />);

/** A table wider than the screen scrolls inside its own box; the page and its toolbar stay put. */
const TABLE_SX = { maxWidth: '100%', '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } as const;

// Both bodies draw only the rows near the screen on a long list ("All", issue 41).
const KeyboardBody = (props: DataTableBodyProps) => <WindowedTableBody {...props} row={KeyboardRow} />;

/** "All" drawn from a first page while the whole list is read (src/api/dataProvider.ts getAll), kept by organization. */
const firstPageQuery = (orgid: string) => ({ meta: { [FIRST_PAGE_META]: orgid } });

/** react-admin's FilterForm hands `debounce` to its live form; its props type does not say so. */
const DelayedFilterForm = FilterForm as ComponentType<ComponentProps<typeof FilterForm> & { debounce?: number }>;

export const BulkDelete = ({ warning }: { warning?: string }) => (
  <BulkDeleteButton
    mutationMode="pessimistic"
    confirmTitle={deleteTitleOf(useResourceContext())}
    confirmContent={deleteConfirmContent(warning)}
  />
);

export interface ResourceListProps {
  /** DataTable columns. */
  children: ReactNode;
  perPage?: number;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  filters?: ReactElement[];
  /** A filter always applied, under the user's own (react-admin's permanent filter; e.g. from the URL). */
  filter?: Record<string, unknown>;
  /** Bulk delete where the user holds {resource}.delete; false turns it off for everyone. */
  bulkDelete?: boolean;
  /** A second line of the bulk delete's confirmation (e.g. 'The files … are deleted too.'). */
  deleteWarning?: string;
  /** Other bulk buttons (e.g. block and unblock), shown where the user holds {resource}.update. */
  bulkActions?: ReactElement | false;
  /** Small screens: the simple list's lines. Without it, the table shows on every screen. */
  primaryText?: (record: RaRecord) => ReactNode;
  secondaryText?: (record: RaRecord) => ReactNode;
  /** Small screens: the item's right-hand part (e.g. a row's Info button). */
  tertiaryText?: (record: RaRecord) => ReactNode;
  rowClick?: 'edit' | 'show' | false;
  title?: string | ReactElement;
  exporter?: false;
  actions?: ReactElement | false;
  /** Milliseconds the filter form waits after typing (react-admin's default 500). */
  debounce?: number;
  /** The saved views and column choice above the list (issue 19); on by default. */
  savedViews?: boolean;
  /** The filter values the list starts with (e.g. the leads' all = 1). */
  filterDefaultValues?: Record<string, unknown>;
  /** An export with a choice of columns in the toolbar (common/ExportDialog.tsx). */
  exportOf?: ListExportProps;
  /** More toolbar buttons, before Create. */
  toolbarExtra?: ReactNode;
  /** A side panel beside the list (e.g. the customers' attribute filters), in the list's context. */
  aside?: ReactElement;
  asideLabel?: string;
  /** Parts drawn inside the list's context above the rows (e.g. a helper that drops filters the list does not take). */
  inList?: ReactNode;
}

export const ListActions = ({ filters, exportOf, extra }: { filters?: boolean; exportOf?: ListExportProps; extra?: ReactNode }) => (
  <TopToolbar>
    {filters && <FilterButton />}
    {exportOf && <ListExportButton {...exportOf} />}
    {extra}
    <CreateIfAny />
  </TopToolbar>
);

/** Small screens: the side panel behind a button, in a drawer (still in the list's context). */
const AsideButton = ({ aside, label }: { aside: ReactElement; label: string }) => {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <>
      <Button size="small" startIcon={<FilterListIcon />} onClick={() => setOpen(true)}>
        {t(label)}
      </Button>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { maxWidth: '90vw' } } }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 1 }}>
          <Button size="small" onClick={() => setOpen(false)}>
            {t('Close')}
          </Button>
        </Box>
        {aside}
      </Drawer>
    </>
  );
};

export const ResourceList = ({
  children,
  perPage = 20,
  sort = DEFAULT_SORT,
  filters,
  filter,
  bulkDelete = true,
  deleteWarning,
  bulkActions,
  primaryText,
  secondaryText,
  tertiaryText,
  rowClick = 'edit',
  title,
  actions,
  debounce,
  savedViews = true,
  filterDefaultValues,
  exportOf,
  toolbarExtra,
  aside,
  asideLabel,
  inList,
}: ResourceListProps) => {
  const resource = useResourceContext();
  const orgid = useContext(OrgContext)?.orgid ?? '';
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Asked once per resource and action (useAccess): the rows' own gated controls share the answers.
  const canDelete = useAccess(resource, 'delete') === 'allowed';
  const edit = useAccess(resource, 'edit');
  const show = useAccess(resource, 'show');
  const canEdit = edit === 'allowed';
  const hasShow = !!useResourceDefinition({ resource }).hasShow;
  const extra = bulkActions && canEdit ? bulkActions : null;
  const remove = bulkDelete && canDelete;
  const bulk =
    extra || remove ? (
      <>
        {extra}
        {remove && <BulkDelete warning={deleteWarning} />}
      </>
    ) : (
      false
    );
  // Without the update permission a row does not open the edit form…
  const pending = rowClick === 'edit' && (edit === 'pending' || (edit === 'denied' && show === 'pending'));
  const click = pending ? false : rowClick === 'edit' && !canEdit ? (hasShow && show === 'allowed' ? 'show' : false) : rowClick;
  // react-admin's filter form waits 500 ms after typing; a list with a delay of its own gets a filter form with that delay…
  const delayed = !!filters?.length && debounce !== undefined;
  const list = (
    <List
      queryOptions={firstPageQuery(orgid)}
      perPage={perPage}
      sort={sort}
      filter={filter}
      filters={delayed ? <DelayedFilterForm debounce={debounce} /> : filters}
      pagination={<ListPagination perPage={perPage} />}
      empty={<EmptyList />}
      title={title}
      filterDefaultValues={filterDefaultValues}
      actions={
        actions ?? (
          <ListActions
            filters={!!filters?.length}
            exportOf={exportOf}
            extra={
              <>
                {aside && isSmall && <AsideButton aside={aside} label={asideLabel ?? 'Filters'} />}
                {toolbarExtra}
              </>
            }
          />
        )
      }
      exporter={false}
      aside={aside && !isSmall ? aside : undefined}
    >
      {inList}
      {savedViews && <SavedViewsBar />}
      {isSmall && primaryText ? (
        <SimpleList
          primaryText={primaryText}
          secondaryText={secondaryText}
          tertiaryText={tertiaryText}
          linkType={click}
          empty={<EmptyList />}
        />
      ) : (
        // "All": drawn from its first page while the whole list comes (issue 41).
        <AllFromFirstPage filter={filter}>
          {first => (
            <DataTable
              bulkActionButtons={bulk}
              rowClick={click}
              body={click || pending ? KeyboardBody : WindowedTableBody}
              empty={<EmptyList />}
              sx={TABLE_SX}
              {...first}
            >
              {children}
            </DataTable>
          )}
        </AllFromFirstPage>
      )}
    </List>
  );
  // The address's page, size, sort and filter clamped first (a size off the menu froze the tab).
  const guarded = (
    <ListAddressGuard defaults={{ perPage, sort, sizes: pageSizeOptions(perPage).map(o => (typeof o === 'number' ? o : o.value)) }}>
      {list}
    </ListAddressGuard>
  );
  return delayed ? <FilterContext.Provider value={filters}>{guarded}</FilterContext.Provider> : guarded;
};
