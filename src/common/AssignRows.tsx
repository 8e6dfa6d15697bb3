/** The "assigned rows / assignable rows" pair of a record's show tabs, one block for every such pair… */
// Reasoning: docs/decisions.md "Notes: src/common/AssignRows.tsx"
import { useState, type ReactElement, type ReactNode } from 'react';
import { Button, TextField } from '@mui/material';
import {
  Confirm,
  DataTable,
  ListBase,
  Pagination,
  ReferenceManyField,
  useGetList,
  useListContext,
  useRefresh,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { TabNotice } from './display';
import { CHILD_PAGE_SIZES } from './schema/ChildRows';
import { usePendingCall } from './useServerNotify';
import { useT } from './i18n';

export interface SelectionCallProps {
  label: string;
  icon: ReactElement;
  /** The text shown when the server answers no message. */
  done: string;
  /** The text shown when the call fails without a message of the server. */
  failure: string;
  /** A confirmation asked first (its title is the label). */
  confirm?: string;
  /** The call, given the selected ids and the selected rows of the list; answers the server's envelope. */
  call: (selectedIds: Identifier[], rows: RaRecord[]) => Promise<{ message?: string }>;
}

/** One call on the list's selection. */
export const SelectionCall = ({ label, icon, done, failure, confirm, call }: SelectionCallProps) => {
  const { selectedIds, onUnselectItems, data = [] } = useListContext();
  const refresh = useRefresh();
  const { run, pending, done: said } = usePendingCall();
  const [asking, setAsking] = useState(false);
  const t = useT();
  const go = () =>
    run(async () => {
      const rows = data.filter(row => selectedIds.includes(row.id));
      said((await call(selectedIds, rows)).message, done);
      setAsking(false);
      onUnselectItems();
      refresh();
    }, failure);
  return (
    <>
      <Button size="small" startIcon={icon} disabled={pending} onClick={() => (confirm ? setAsking(true) : void go())}>
        {t(label)}
      </Button>
      {confirm && (
        <Confirm isOpen={asking} loading={pending} title={label} content={confirm} onConfirm={go} onClose={() => setAsking(false)} />
      )}
    </>
  );
};

export interface AssignedRowsProps {
  /** The link resource (customergift, offerlayout, offergroup). */
  reference: string;
  /** The query name the API reads the record's links by (gift_id, offer_id, group_id). */
  target: string;
  /** What the tab says when there are none. */
  empty: string;
  /** The calls on the selection (SelectionCall), or false for none (no permission). */
  actions: ReactNode | false;
  /** The columns (DataTable.Col). */
  children: ReactNode;
  sort?: { field: string; order: 'ASC' | 'DESC' };
}

/** The record's link rows (the record in context), with the calls on their selection. */
export const AssignedRows = ({ reference, target, empty, actions, children, sort }: AssignedRowsProps) => (
  <ReferenceManyField
    reference={reference}
    target={target}
    perPage={20}
    sort={sort ?? { field: 'created_at', order: 'DESC' }}
    pagination={<Pagination rowsPerPageOptions={CHILD_PAGE_SIZES} />}
    empty={<TabNotice>{empty}</TabNotice>}
  >
    <DataTable bulkActionButtons={actions === false ? false : <>{actions}</>} rowClick={false}>
      {children}
    </DataTable>
  </ReferenceManyField>
);

/** The ids of the records a record already has: the link rows of `reference` whose `target` is the record's id… */
export const useAssignedIds = (
  reference: string,
  target: string,
  recordId: Identifier | undefined,
  pick: (row: RaRecord) => unknown,
): Set<string> => {
  const { data = [] } = useGetList(
    reference,
    { filter: { [target]: recordId }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: recordId !== undefined },
  );
  return new Set(data.map(row => String(pick(row))));
};

/** The search above the records to assign (the list's q). */
const Search = ({ label }: { label: string }) => {
  const { filterValues, setFilters } = useListContext();
  const t = useT();
  return (
    <TextField
      size="small"
      label={t(label)}
      value={String(filterValues.q ?? '')}
      onChange={e => setFilters(e.target.value ? { q: e.target.value } : {}, undefined, true)}
      sx={{ mb: 1 }}
    />
  );
};

export interface AssignableRowsProps {
  /** The resource whose records are assigned (customer, layout, customeroffer). */
  resource: string;
  /** The list's own store key (its page and search are not the resource's list's). */
  storeKey: string;
  /** The search's label ('Search customers'). */
  searchLabel: string;
  /** The ids (strings) the record has already: not selectable. */
  assigned: ReadonlySet<string>;
  /** The assign call (SelectionCall), or false for none (no permission). */
  action: ReactElement | false;
  /** What the tab says when there are none. */
  empty: string;
  /** The columns (DataTable.Col). */
  children: ReactNode;
  sort?: { field: string; order: 'ASC' | 'DESC' };
}

/** The records that can be assigned: searchable, those assigned already not selectable. */
export const AssignableRows = ({ resource, storeKey, searchLabel, assigned, action, empty, children, sort }: AssignableRowsProps) => (
  <ListBase
    resource={resource}
    disableSyncWithLocation
    storeKey={storeKey}
    perPage={20}
    sort={sort ?? { field: 'created_at', order: 'DESC' }}
  >
    <Search label={searchLabel} />
    <DataTable
      bulkActionButtons={action}
      isRowSelectable={r => !assigned.has(String(r.id))}
      rowClick={false}
      empty={<TabNotice>{empty}</TabNotice>}
    >
      {children}
    </DataTable>
    <Pagination rowsPerPageOptions={CHILD_PAGE_SIZES} />
  </ListBase>
);
