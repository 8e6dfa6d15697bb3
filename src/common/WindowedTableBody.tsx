/** The rows of a long list: above WINDOW_FROM rows only the rows near the screen are drawn… */
// Reasoning: docs/decisions.md "Notes: src/common/WindowedTableBody.tsx"
import {
  createContext,
  Fragment,
  memo,
  useContext,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Box, TableBody, TableCell, TableRow } from '@mui/material';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { RecordContextProvider, useDataTableDataContext, useListContext, useTranslate, type RaRecord } from 'ra-core';
import { DataTableBody, DataTableRow, type DataTableBodyProps } from 'react-admin';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { firstPageDrawn, firstPageKey, isShowAll, readFirstPage, subscribeFirstPages, type FirstPage } from '../api/listQuery';
import { OrgContext } from './OrgContext';

/** Up to this many rows (the menu's largest page, 100) the table draws them all, as before. */
export const WINDOW_FROM = 100;
/** A row of the small table (one line of text, a chip or a button) as drawn (40.5 px measured on the plot list), before it is measured: a matching estimate spares a resize per row drawn. */
export const ROW_ESTIMATE = 40.5;
/** Rows drawn beyond each edge of the screen: a fast wheel or a Page Down never shows blank rows. */
const OVERSCAN = 12;

/** The estimate, the same for every row (a function made once: the virtualizer recomputes every row's place when its options change). */
const estimateRow = () => ROW_ESTIMATE;

/**
 * A row's height; within a pixel of the estimate, the estimate. tanstack's own measure rounds
 * (40.5 → 41) and sub-pixel readings differ by half a pixel: every row drawn then "changed size",
 * and the virtualizer moved the page's scroll back to its stale offset (a stutter at every frame,
 * and the scroll to the last of 50,000 rows undone). A row not laid out keeps the estimate too.
 */
const measureRow = (element: Element, entry: ResizeObserverEntry | undefined) => {
  const size = entry?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height;
  return !size || Math.abs(size - ROW_ESTIMATE) < 1 ? ROW_ESTIMATE : size;
};

/**
 * A row measured while the page scrolls down does not move the page: tanstack corrects from the
 * offset it last read, which undid the user's own scroll (a stutter, the end of a long list not reached).
 */
const adjustOnlyScrollingUp = (
  item: { start: number },
  _delta: number,
  instance: { scrollDirection: string | null; scrollOffset: number | null },
) => instance.scrollDirection === 'backward' && item.start < (instance.scrollOffset ?? 0);

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

/** Why a row's checkbox is disabled while an "All" list is drawn from its first page (its tooltip and accessible description). */
export const SELECTION_WAITS = 'Selection is available once every row has loaded';

/** A disabled checkbox still takes the pointer, so that its tooltip shows (MUI's disabled button lets it through). */
const HOVERABLE_WHEN_DISABLED = { '&.Mui-disabled': { pointerEvents: 'auto', cursor: 'not-allowed' } } as const;

/**
 * The rows' checkboxes (react-admin's, which take no props from us) say why they are disabled:
 * a `title` on the checkbox and on its input (the input's accessible description).
 */
const SelectionWaits = ({ waiting, children }: { waiting: boolean; children: ReactNode }) => {
  const translate = useTranslate();
  const text = waiting ? translate(SELECTION_WAITS, { _: SELECTION_WAITS }) : '';
  // Always there (the theme unchanged once the list is whole), so that the rows are not drawn anew when it comes.
  const theme = useMemo(
    () =>
      (outer: Theme): Theme =>
        !text
          ? outer
          : {
              ...outer,
              components: {
                ...outer.components,
                MuiCheckbox: {
                  ...outer.components?.MuiCheckbox,
                  defaultProps: {
                    ...outer.components?.MuiCheckbox?.defaultProps,
                    title: text,
                    slotProps: { input: { title: text } },
                    sx: HOVERABLE_WHEN_DISABLED,
                  },
                },
              },
            },
    [text],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};

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
  // Made once per list: a new key function would have every row's place recomputed at each scroll frame (O(n)).
  const getItemKey = useCallback((index: number) => (index < data.length ? String(data[index]!.id) : `pending-${index}`), [data]);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: estimateRow,
    overscan: OVERSCAN,
    scrollMargin,
    rangeExtractor,
    getItemKey,
    measureElement: measureRow,
  });
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = adjustOnlyScrollingUp;

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
  const coming = count > data.length;
  return (
    <TableBody
      ref={bodyRef}
      className={`datatable-body RaDataTable-tbody${className ? ` ${className}` : ''}`}
      aria-busy={coming || undefined}
      onKeyDown={onKeyDown}
      onFocus={event => {
        const index = (event.target as HTMLElement).closest?.('tr')?.dataset.index;
        if (index !== undefined && Number(index) !== focused) setFocused(Number(index));
      }}
      {...rest}
    >
      <SelectionWaits waiting={coming}>{rows}</SelectionWaits>
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
  // Painted (a frame, then a task): the dataProvider asks the whole list only now (its answer would hold these rows back).
  useEffect(() => {
    if (!first) return;
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => firstPageDrawn(key));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [first, key]);
  if (!first) return <>{children(undefined)}</>;
  return (
    <ComingRows.Provider value={first.total}>
      {children({ data: first.data as RaRecord[], total: first.total, isPending: false, isRowSelectable: NOT_YET })}
    </ComingRows.Provider>
  );
};
