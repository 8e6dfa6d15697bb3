/** A status history read 30 per page, newest first: status chip, customer, notes, who and when… */
// Reasoning: docs/decisions.md "Notes: src/features/plotStatus/StatusHistory.tsx"
import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { DataTable, DeleteButton, Pagination, ReferenceManyField, type RaRecord } from 'react-admin';
import { CustomerRef } from '../../common/display';
import { EmptyRows } from '../../common/EmptyRows';
import { MESSAGES } from '../../common/messages';
import { PlotStatusChip } from './PlotStatusChip';
import { DayField } from '../../common/DayField';
import { useT } from '../../common/i18n';

export interface StatusHistoryProps {
  reference: string;
  target: string;
  /** The date field the history is sorted on (created_at, createdat). */
  dateField: string;
  emptyText: string;
  /** A customer column (the plot's history). */
  customer?: boolean;
  /** A delete button per row (shown with {reference}.delete). */
  deletable?: boolean;
  /** A status filter above the table, sent as this query key (the plot's history: plot_status). */
  statusFilter?: { source: string; choices: readonly string[] };
}

export const StatusHistory = ({ reference, target, dateField, emptyText, customer, deletable, statusFilter }: StatusHistoryProps) => {
  const [status, setStatus] = useState('');
  const t = useT();
  return (
    <>
      {statusFilter && (
        <TextField
          select
          size="small"
          label={t('Status')}
          value={status}
          onChange={e => setStatus(e.target.value)}
          sx={{ minWidth: 180, mt: 1 }}
        >
          <MenuItem value="">{t('All')}</MenuItem>
          {statusFilter.choices.map(c => (
            <MenuItem key={c} value={c}>
              {t(c)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <StatusHistoryTable
        {...{ reference, target, dateField, emptyText, customer, deletable }}
        filter={statusFilter && status ? { [statusFilter.source]: status } : undefined}
        onClear={status ? () => setStatus('') : undefined}
      />
    </>
  );
};

const StatusHistoryTable = ({
  reference,
  target,
  dateField,
  emptyText,
  customer,
  deletable,
  filter,
  onClear,
}: Omit<StatusHistoryProps, 'statusFilter'> & { filter?: Record<string, unknown>; onClear?: () => void }) => {
  const t = useT();
  return (
    <ReferenceManyField
      filter={filter}
      reference={reference}
      target={target}
      perPage={30}
      sort={{ field: dateField, order: 'DESC' }}
      pagination={<Pagination rowsPerPageOptions={[30]} />}
      empty={<EmptyRows text={t(emptyText)} />}
    >
      {/* With the status chosen above it the list holds a filter: react-admin's empty would be shown. */}
      <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyRows text={t(emptyText)} onClear={onClear} />}>
        <DataTable.Col source="status" label="Status" disableSort render={(r: RaRecord) => <PlotStatusChip status={r.status} />} />
        {customer && <DataTable.Col label="Customer" disableSort render={(r: RaRecord) => <CustomerRef record={r} />} />}
        <DataTable.Col source="notes" label="Notes" disableSort />
        <DataTable.Col label="By" disableSort render={(r: RaRecord) => r.user?.name ?? '-'} />
        <DataTable.Col source={dateField} label="Date" disableSort>
          <DayField source={dateField} showTime />
        </DataTable.Col>
        {deletable && (
          <DataTable.Col
            label=""
            disableSort
            render={() => (
              <DeleteButton
                mutationMode="pessimistic"
                redirect={false}
                confirmTitle={MESSAGES.deleteTitle}
                confirmContent={MESSAGES.deleteContent}
              />
            )}
          />
        )}
      </DataTable>
    </ReferenceManyField>
  );
};
