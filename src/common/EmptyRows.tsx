/**
 * What the table of a record's tab shows when it has no rows (issue 40), in place of react-admin's
 * default, which offers "Clear filters" whenever its list holds a filter: a tab's fixed filter (a
 * customer's Blocked plots, its notes) is one the user never set, and clearing it listed other
 * rows under the tab's name. Give it as the `empty` of the ReferenceManyField (no filter at all)
 * and of its DataTable (a filter held): Clear filters only with `onClear`, a filter the user chose.
 */
import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TabNotice } from './display';
import { useT } from './i18n';
import { MESSAGES } from './messages';

export interface EmptyRowsProps {
  /** What the tab says when it has nothing, in the chosen language (t('No instalments yet.')); the specification's 'No items found' by default. */
  text?: ReactNode;
  /** Clears the filter the user chose above the table; without it no Clear filters is offered. */
  onClear?: () => void;
}

export const EmptyRows = ({ text, onClear }: EmptyRowsProps) => {
  const t = useT();
  const translate = useTranslate();
  return (
    <TabNotice>
      {/* Under a chosen filter the tab's own text ("No status changes yet.") would be untrue. */}
      {onClear || text === undefined ? t(MESSAGES.noItems) : text}
      {onClear && (
        <Button size="small" onClick={onClear} sx={{ ml: 1 }}>
          {translate('ra.navigation.clear_filters')}
        </Button>
      )}
    </TabNotice>
  );
};
