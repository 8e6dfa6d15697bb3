/** The dashboard's tables: the visible ones and, beside every chart, the same numbers as a table for screen readers. */
// Reasoning: docs/decisions.md "Notes: src/features/dashboard/tables.tsx"
import type { ReactNode } from 'react';
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { longDay } from './dateRange';
import type { DaySeries } from './series';
import { useT } from '../../common/i18n';

export interface Column<T> {
  label: string;
  render: (row: T) => ReactNode;
  numeric?: boolean;
}

export interface SimpleTableProps<T> {
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
}

export const SimpleTable = <T,>({ label, columns, rows, rowKey }: SimpleTableProps<T>) => {
  const t = useT();
  return (
    // Scrolls when long: focusable, so the keyboard can scroll it too.
    <TableContainer sx={{ maxHeight: 320 }} tabIndex={0} role="group" aria-label={t('%{label} (scrollable)', { label: t(label) })}>
      <Table size="small" stickyHeader aria-label={t(label)}>
        <TableHead>
          <TableRow>
            {columns.map(c => (
              <TableCell key={c.label} align={c.numeric ? 'right' : 'left'}>
                {t(c.label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(row => (
            <TableRow key={rowKey(row)}>
              {columns.map(c => (
                <TableCell key={c.label} align={c.numeric ? 'right' : 'left'}>
                  {c.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** A chart's numbers by day, for assistive technology only. */
export const DaySeriesTable = ({ caption, data }: { caption: string; data: DaySeries }) => {
  const t = useT();
  return (
    <Box component="table" sx={visuallyHidden}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('Date')}</th>
          {data.series.map(s => (
            <th key={s.key} scope="col">
              {t(s.key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.rows.map(row => (
          <tr key={row.date}>
            <th scope="row">{row.date === 'Plots' ? t('Plots') : longDay(row.date, t)}</th>
            {data.series.map(s => (
              <td key={s.key}>{row[s.key]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
};
