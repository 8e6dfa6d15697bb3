/** The command palette, loaded when first opened: go to any page the member may open, or search records as the text is typed… */
// Reasoning: docs/decisions.md "Notes: src/features/palette/CommandPalette.tsx"
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Dialog, InputBase, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useOrg } from '../../common/OrgContext';
import { menuEntries } from '../../app/AppMenu';
import { RESOURCES } from '../../app/resources';
import {
  MIN_SEARCH,
  ROWS_PER_RESOURCE,
  SEARCH_DELAY_MS,
  foundRecordPath,
  matchCommands,
  paletteCommands,
  pushRecent,
  readRecent,
  recentKey,
  recordLabel,
  searchSort,
  searchableResources,
  type Command,
  type FoundRecord,
} from './paletteLogic';
import { useT } from '../../common/i18n';

interface Search {
  resource: string;
  label: string;
  state: 'loading' | 'done' | 'error';
  rows: FoundRecord[];
}

type Option = { type: 'command'; command: Command } | { type: 'record'; record: FoundRecord; recent?: boolean };

const optionKey = (o: Option) => (o.type === 'command' ? o.command.id : `${o.record.resource}:${o.record.id}`);

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export const CommandPalette = ({ onClose }: { onClose: () => void }) => {
  const t = useT();
  const { orgid, membership, user } = useOrg();
  const dataProvider = useDataProvider();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [searches, setSearches] = useState<Search[]>([]);
  const key = recentKey(user.id, orgid);
  const [recent] = useState(() => readRecent(storage()?.getItem(key) ?? null));
  const list = useRef<HTMLUListElement>(null);

  const commands = useMemo(
    () =>
      paletteCommands(
        orgid,
        menuEntries(membership).flatMap(group => group.items),
        membership,
        user.organizations.map(o => ({ id: String(o.organization_id), name: o.name })),
        t,
      ),
    [orgid, membership, user.organizations, t],
  );
  const searchable = useMemo(() => searchableResources(RESOURCES, membership), [membership]);

  // The record search: after a pause, every searchable resource at once; a new text cancels the last one.
  useEffect(() => {
    const q = text.trim();
    if (q.length < MIN_SEARCH || searchable.length === 0) {
      setSearches([]);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearches(searchable.map(r => ({ resource: r.name, label: r.label, state: 'loading', rows: [] })));
      for (const r of searchable) {
        const settle = (state: Search['state'], rows: FoundRecord[]) => {
          if (!controller.signal.aborted) setSearches(all => all.map(s => (s.resource === r.name ? { ...s, state, rows } : s)));
        };
        dataProvider
          .getList(r.name, {
            pagination: { page: 1, perPage: ROWS_PER_RESOURCE },
            sort: searchSort(r),
            filter: { q },
            signal: controller.signal,
          })
          .then(({ data }) =>
            settle(
              'done',
              data.flatMap(row => {
                const path = row?.id !== undefined && row.id !== null ? foundRecordPath(orgid, r, membership, row.id) : null;
                const detail = r.searchDetail?.(row).trim();
                return path
                  ? [
                      {
                        resource: r.name,
                        id: row.id,
                        label: recordLabel({ ...r, singular: t(r.singular) }, row),
                        resourceLabel: r.label,
                        path,
                        ...(detail ? { detail } : {}),
                      },
                    ]
                  : [];
              }),
            ),
          )
          .catch(() => settle('error', []));
      }
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, searchable, dataProvider, orgid, membership, t]);

  const options = useMemo<Option[]>(() => {
    if (!text.trim()) return recent.map(record => ({ type: 'record', record, recent: true }));
    return [
      ...matchCommands(commands, text).map(command => ({ type: 'command' as const, command })),
      ...searches.flatMap(s => s.rows.map(record => ({ type: 'record' as const, record }))),
    ];
  }, [text, recent, commands, searches]);

  useEffect(() => setActive(0), [text]);
  const current = options.length ? Math.min(active, options.length - 1) : -1;
  const optionId = (i: number) => `${listId}-option-${i}`;
  useEffect(() => {
    if (current >= 0) list.current?.querySelector(`[id="${CSS.escape(optionId(current))}"]`)?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const run = (option: Option | undefined) => {
    if (!option) return;
    if (option.type === 'record') {
      storage()?.setItem(key, JSON.stringify(pushRecent(recent, option.record)));
      navigate(option.record.path);
    } else navigate(option.command.path);
    onClose();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!options.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (e.key === 'Home' && options.length) {
      setActive(0);
    } else if (e.key === 'End' && options.length) {
      setActive(options.length - 1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      run(options[current]);
    }
  };

  const loading = searches.filter(s => s.state === 'loading');
  const failed = searches.filter(s => s.state === 'error');
  const status = !text.trim()
    ? recent.length
      ? t('Recent records')
      : t('Type to search records, or the name of a page')
    : loading.length
      ? t('Searching %{names}…', { names: loading.map(s => t(s.label)).join(', ') })
      : options.length
        ? t('%{smart_count} result |||| %{smart_count} results', { smart_count: options.length })
        : t('No results');

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': t('Command palette') } }}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' }, '& .MuiDialog-paper': { mt: 8 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <SearchIcon color="action" aria-hidden />
        <InputBase
          autoFocus
          fullWidth
          value={text}
          onChange={e => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('Search records or go to a page')}
          inputProps={{
            role: 'combobox',
            'aria-label': t('Search records or go to a page'),
            'aria-expanded': options.length > 0,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': current >= 0 ? optionId(current) : undefined,
          }}
        />
      </Box>
      <Typography role="status" variant="caption" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {status}
        {failed.length > 0 && ` · ${t('%{names} could not be searched', { names: failed.map(s => t(s.label)).join(', ') })}`}
      </Typography>
      <Box
        component="ul"
        ref={list}
        id={listId}
        role="listbox"
        aria-label={t('Results')}
        sx={{ listStyle: 'none', m: 0, p: 1, maxHeight: 420, overflowY: 'auto' }}
      >
        {options.map((option, i) => {
          const selected = i === current;
          const [label, kind, detail] =
            option.type === 'command'
              ? [option.command.label, option.command.kind, '']
              : [option.record.label, t(option.record.resourceLabel), option.record.detail ?? ''];
          return (
            <Box
              component="li"
              key={optionKey(option)}
              id={optionId(i)}
              role="option"
              aria-selected={selected}
              onMouseMove={() => setActive(i)}
              onClick={() => run(option)}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 2,
                px: 1.5,
                py: 1,
                borderRadius: 1,
                cursor: 'pointer',
                bgcolor: selected ? 'action.selected' : undefined,
              }}
            >
              <span>
                {label}
                {detail && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {` · ${detail}`}
                  </Typography>
                )}
              </span>
              <Typography component="span" variant="body2" color="text.secondary">
                {kind}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Dialog>
  );
};

export default CommandPalette;
