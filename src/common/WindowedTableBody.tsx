/** The rows of a long list: above WINDOW_FROM rows only the rows near the screen are drawn… */
// Reasoning: docs/decisions.md "Notes: src/common/WindowedTableBody.tsx"
import {
  createContext,
  Fragment,
  memo,
  useContext,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Box, TableBody, TableCell, TableRow } from '@mui/material';
import { RecordContextProvider, useDataTableDataContext, useListContext, type RaRecord } from 'ra-core';
import { DataTableBody, DataTableRow, type DataTableBodyProps } from 'react-admin';
import { defaultRangeExtractor, measureElement, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { firstPageKey, isShowAll, readFirstPage, subscribeFirstPages, type FirstPage } from '../api/listQuery';
import { OrgContext } from './OrgContext';

/** Up to this many rows (the menu's largest page, 100) the table draws them all, as before. */
export const WINDOW_FROM = 100;
/** A row of the small table (one line of text, a chip or a button) as drawn (40.5 px measured on the plot list), before it is measured: a matching estimate spares a resize per row drawn. */
export const ROW_ESTIMATE = 40.5;
/** Rows drawn beyond each edge of the screen: a fast wheel or a Page Down never shows blank rows. */
const OVERSCAN = 12;

/** react-admin's row classes (DataTableClasses), kept so that the theme's striping applies. */
const rowClass = (index: number) => `RaDataTable-row ${index % 2 === 0 ? 'RaDataTable-rowEven' : 'RaDataTable-rowOdd'}`;

type RowComponent = ComponentType<Record<string, unknown> & { ref?: Ref<HTMLTableRowElement> }>;

/** One drawn row, redrawn only when its record or place changes… */
const WindowRow = memo(function WindowRow({
  record,
  index,
  Row,
  measure,
  children,
}: {
  record: { id: unknown };
  index: number;
  Row: RowComponent;
  measure: (node: HTMLTableRowElement | null) => void;
  children: ReactNode;
}) {
  return (
    <RecordContextProvider value={record}>
      <Row ref={measure} data-index={index} aria-rowindex={index + 2} className={rowClass(index)}>
        {children}
      </Row>
    </RecordContextProvider>
  );
});

/** A row of a record not read yet (an "All" list drawn from its first page): its place, a grey bar. */
const PendingRow = () => (
  <TableRow aria-hidden="true" style={{ height: ROW_ESTIMATE }}>
    <TableCell colSpan={100} sx={{ py: 0 }}>
      <Box sx={{ height: 12, borderRadius: 1, bgcolor: 'action.hover' }} />
    </TableCell>
  </TableRow>
);

const WindowedRows = ({
  data,
  count,
  children,
  row,
  className,
  ...rest
}: DataTableBodyProps & { data: readonly { id: unknown }[]; count: number }) => {
  const Row = (row ?? DataTableRow) as RowComponent;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // The focused row stays drawn while the page scrolls away from it (its focus is not lost).
  const [focused, setFocused] = useState<number | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
    [focused],
  );
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN,
    scrollMargin,
    rangeExtractor,
    getItemKey: index => (index < data.length ? String(data[index]!.id) : `pending-${index}`),
    // A row not laid out (hidden, or a page without layout) keeps the estimate rather than 0, which would draw every row.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || ROW_ESTIMATE,
  });

  // Where the body starts on the page (the toolbar, filters and saved views above it can change):
  // measured after every render, set only when it moved (no loop).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- no list: every render
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    // Summed offsets rather than the box's place on screen: the same whatever the page's scroll.
    let top = 0;
    for (let el: HTMLElement | null = body; el; el = el.offsetParent as HTMLElement | null) top += el.offsetTop;
    if (Math.abs(top - scrollMargin) > 1) setScrollMargin(top);
  });

  // The table's size for screen readers: the header row, then every record's row.
  useLayoutEffect(() => {
    const table = bodyRef.current?.closest('table');
    if (!table) return;
    table.setAttribute('aria-rowcount', String(count + 1));
    table.tHead?.rows[0]?.setAttribute('aria-rowindex', '1');
    return () => {
      table.removeAttribute('aria-rowcount');
      table.tHead?.rows[0]?.removeAttribute('aria-rowindex');
    };
  }, [count]);

  /** Moves the focus to another row, drawing it first. */
  const focusRow = (index: number) => {
    const target = Math.max(0, Math.min(data.length - 1, index));
    // Drawn at once (the range keeps the focused row), even before the scroll has happened.
    setFocused(target);
    virtualizer.scrollToIndex(target, { align: 'auto' });
    const focusDrawn = (tries: number) => {
      const tr = bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${target}"]`);
      if (tr) tr.focus();
      else if (tries > 0) requestAnimationFrame(() => focusDrawn(tries - 1));
    };
    requestAnimationFrame(() => focusDrawn(10));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const tr = event.target instanceof HTMLElement && event.target.tagName === 'TR' ? event.target : null;
    const index = tr?.dataset.index !== undefined ? Number(tr.dataset.index) : NaN;
    if (Number.isNaN(index)) return;
    const page = Math.max(1, Math.floor(window.innerHeight / ROW_ESTIMATE) - 1);
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, PageDown: index + page, PageUp: index - page, Home: 0, End: data.length - 1 }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    focusRow(next);
  };

  const items = virtualizer.getVirtualItems();
  const spacer = (height: number, key: string) =>
    height > 0 ? (
      <TableRow key={key} aria-hidden="true" style={{ height }}>
        <TableCell colSpan={100} sx={{ p: 0, border: 0 }} />
      </TableRow>
    ) : null;
  // The drawn rows in their places: a spacer before each run of them and one after the last, for the rows not drawn.
  let end = scrollMargin;
  const rows = items.map(item => {
    const gap = item.start - end;
    end = item.end;
    return (
      <Fragment key={item.key}>
        {spacer(gap, `gap-${item.key}`)}
        {item.index < data.length ? (
          <WindowRow record={data[item.index]!} index={item.index} Row={Row} measure={virtualizer.measureElement}>
            {children}
          </WindowRow>
        ) : (
          <PendingRow />
        )}
      </Fragment>
    );
  });
  const after = items.length ? virtualizer.getTotalSize() - (end - scrollMargin) : 0;
  return (
    <TableBody
      ref={bodyRef}
      className={`datatable-body RaDataTable-tbody${className ? ` ${className}` : ''}`}
      aria-busy={count > data.length || undefined}
      onKeyDown={onKeyDown}
      onFocus={event => {
        const index = (event.target as HTMLElement).closest?.('tr')?.dataset.index;
        if (index !== undefined && Number(index) !== focused) setFocused(Number(index));
      }}
      {...rest}
    >
      {rows}
      {spacer(after, 'after')}
    </TableBody>
  );
};

/** The rows of the whole list while an "All" list is drawn from its first page (0: the list is all there). */
const ComingRows = createContext(0);

/** react-admin's body up to WINDOW_FROM rows, the windowed one above. */
export const WindowedTableBody = (props: DataTableBodyProps) => {
  const data = useDataTableDataContext();
  const coming = useContext(ComingRows);
  const count = Math.max(data?.length ?? 0, coming);
  if (!data || count <= WINDOW_FROM) return <DataTableBody {...props} />;
  return <WindowedRows {...props} data={data} count={count} />;
};

/** Rows never selectable: selection waits for the whole list, so that select-all means every record. */
const NOT_YET = () => false;

/** What the table is drawn from while an "All" list is read: its first page, the list's total, no selection yet. */
export type FirstRows = Pick<FirstPage, 'total'> & { data: RaRecord[]; isPending: false; isRowSelectable: () => boolean };

/**
 * Inside a list: while its "All" is read, the first page the dataProvider asked first
 * (src/api/listQuery.ts) for `children` to draw the table from, the rows still coming as
 * placeholders; undefined otherwise. `filter`: the list's permanent filter, part of the query.
 */
export const AllFromFirstPage = ({
  filter,
  children,
}: {
  filter?: Record<string, unknown>;
  children: (first: FirstRows | undefined) => ReactNode;
}) => {
  const { isPending, isPlaceholderData, perPage, resource, sort, filterValues } = useListContext();
  const waiting = (isPending || !!isPlaceholderData) && isShowAll(perPage);
  const orgid = useContext(OrgContext)?.orgid ?? '';
  const key = waiting ? firstPageKey(orgid, resource, { sort, filter: { ...filterValues, ...filter } }) : '';
  const first = useSyncExternalStore(subscribeFirstPages, () => (key ? readFirstPage(key) : undefined));
  if (!first) return <>{children(undefined)}</>;
  return (
    <ComingRows.Provider value={first.total}>
      {children({ data: first.data as RaRecord[], total: first.total, isPending: false, isRowSelectable: NOT_YET })}
    </ComingRows.Provider>
  );
};
