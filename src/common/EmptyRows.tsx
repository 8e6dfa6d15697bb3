/** What the table of a record's tab shows when it has no rows, in place of react-admin's default… */
// Reasoning: docs/decisions.md "Notes: src/common/EmptyRows.tsx"
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
