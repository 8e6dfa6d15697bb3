/** Saved views above every list: the list's current filters, sort, page size and columns saved under a name, offered as one-click chips… */
// Reasoning: docs/decisions.md "Notes: src/features/savedViews/SavedViewsBar.tsx"
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Chip, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import { ColumnsButton, Confirm, TextInput, useDataProvider, useListContext, useNotify, useStore } from 'react-admin';
import { ApiError } from '../../api/http';
import type { AppDataProvider } from '../../api/dataProvider';
import { useOrg } from '../../common/OrgContext';
import { FormDialog, dialogFailureMessage } from '../../common/FormDialog';
import {
  TITLE_MAX,
  VIEW_MESSAGES,
  browserViewsKey,
  readSavedViews,
  sameView,
  viewTitleError,
  type ListView,
  type SavedView,
} from '../../api/savedViewLogic';
import { useT } from '../../common/i18n';

/** The API does not offer saved views at all (as opposed to failing this once). */
const unavailable = (error: unknown) => error instanceof ApiError && [404, 405, 501].includes(error.status);

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

const readBrowser = (key: string): SavedView[] => {
  try {
    return readSavedViews(JSON.parse(storage()?.getItem(key) ?? '[]'), 'browser');
  } catch {
    return [];
  }
};

const writeBrowser = (key: string, views: SavedView[]) =>
  storage()?.setItem(key, JSON.stringify(views.filter(v => v.stored === 'browser').map(({ id, title, view }) => ({ id, title, view }))));

const validateTitle = (value: unknown) => viewTitleError(value);

export const SavedViewsBar = () => {
  const t = useT();
  const { resource, filterValues, sort, perPage, setFilters, setSort, setPerPage } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { orgid, user } = useOrg();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const storeKey = `${resource}.datatable`;
  const [hiddenColumns, setHiddenColumns] = useStore<string[] | undefined>(storeKey);
  const [columnRanks, setColumnRanks] = useStore<number[] | undefined>(`${storeKey}_columnRanks`);
  const localKey = browserViewsKey(user.id, orgid, resource);
  const [views, setViews] = useState<SavedView[]>([]);
  const [where, setWhere] = useState<'server' | 'browser'>('server');
  const [unreadable, setUnreadable] = useState(false);
  const [saving, setSaving] = useState(false);
  const [toDelete, setToDelete] = useState<SavedView | null>(null);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    let alive = true;
    dataProvider
      .savedViews(resource)
      .then(rows => {
        if (!alive) return;
        setWhere('server');
        setUnreadable(false);
        setViews(readSavedViews(rows, 'server'));
      })
      .catch(error => {
        if (!alive) return;
        if (unavailable(error)) {
          setWhere('browser');
          setViews(readBrowser(localKey));
        } else setUnreadable(true);
      });
    return () => {
      alive = false;
    };
  }, [dataProvider, resource, localKey]);

  const current = useMemo<ListView>(
    () => ({
      filter: filterValues ?? {},
      sort: { field: sort?.field ?? 'id', order: sort?.order === 'ASC' ? 'ASC' : 'DESC' },
      perPage,
      ...(hiddenColumns ? { hiddenColumns } : {}),
      ...(columnRanks ? { columnRanks } : {}),
    }),
    [filterValues, sort, perPage, hiddenColumns, columnRanks],
  );

  const apply = (view: ListView) => {
    setFilters(view.filter, Object.fromEntries(Object.keys(view.filter).map(k => [k, true])));
    setSort(view.sort);
    setPerPage(view.perPage);
    setHiddenColumns(view.hiddenColumns);
    setColumnRanks(view.columnRanks);
  };

  const keepInBrowser = (title: string) => {
    const view: SavedView = { id: `local-${Date.now()}`, title, view: current, stored: 'browser' };
    const next = [...views, view];
    writeBrowser(localKey, next);
    setViews(next);
    setWhere('browser');
  };

  const save = async (values: Record<string, unknown>) => {
    const title = String(values.title ?? '').trim();
    if (where === 'browser') {
      keepInBrowser(title);
      return VIEW_MESSAGES.browserOnly;
    }
    try {
      const { data, message } = await dataProvider.saveView(resource, title, current);
      setViews(all => [...all, { id: data.id, title, view: current, stored: 'server' }]);
      return message || VIEW_MESSAGES.saved;
    } catch (error) {
      if (!unavailable(error)) throw error;
      keepInBrowser(title);
      return VIEW_MESSAGES.browserOnly;
    }
  };

  const remove = useCallback(async () => {
    if (!toDelete) return;
    if (toDelete.stored === 'browser') {
      const next = views.filter(v => v !== toDelete);
      writeBrowser(localKey, next);
      setViews(next);
      setToDelete(null);
      notify(VIEW_MESSAGES.deleted, { type: 'info' });
      return;
    }
    setDeleting(true);
    try {
      const { message } = await dataProvider.deleteSavedView(toDelete.id, resource);
      setViews(all => all.filter(v => v.id !== toDelete.id));
      setToDelete(null);
      notify(message || VIEW_MESSAGES.deleted, { type: 'info' });
    } catch (error) {
      notify(dialogFailureMessage(error, 'Unable to delete the view'), { type: 'warning' });
    } finally {
      setDeleting(false);
    }
  }, [toDelete, views, localKey, dataProvider, notify, resource]);

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      alignItems="center"
      sx={{ px: 2, py: 1 }}
      role="region"
      aria-label={t('Saved views')}
    >
      {views.map(v => {
        const active = sameView(v.view, current);
        return (
          <Chip
            key={String(v.id)}
            size="small"
            label={v.title}
            color={active ? 'primary' : 'default'}
            variant={active ? 'filled' : 'outlined'}
            aria-pressed={active}
            onClick={() => apply(v.view)}
            onDelete={() => setToDelete(v)}
          />
        );
      })}
      <Button size="small" startIcon={<BookmarkAddOutlinedIcon />} onClick={() => setSaving(true)}>
        {t('Save view')}
      </Button>
      {!isSmall && <ColumnsButton />}
      {where === 'browser' && (
        <Typography variant="caption" color="text.secondary">
          {t(VIEW_MESSAGES.browserOnly)}
        </Typography>
      )}
      {unreadable && (
        <Typography variant="caption" color="text.secondary">
          {t('Saved views could not be read.')}
        </Typography>
      )}
      {saving && (
        <FormDialog
          open
          title={t('Save view')}
          onClose={() => setSaving(false)}
          onSubmit={save}
          successText={VIEW_MESSAGES.saved}
          failureText="Unable to save the view"
          dialogKey={`savedview-${resource}`}
          onSuccess={message => notify(message || VIEW_MESSAGES.saved, { type: 'info' })}
        >
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {t('The filters, sort, page size and columns of this list, under a name of your choice.')}
          </Typography>
          <TextInput
            source="title"
            label="View name"
            validate={validateTitle}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: TITLE_MAX + 20 } }}
          />
        </FormDialog>
      )}
      <Confirm
        isOpen={toDelete !== null}
        title="Delete view"
        content={t('Delete the view "%{title}"?', { title: toDelete?.title ?? '' })}
        loading={deleting}
        onConfirm={remove}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
};
