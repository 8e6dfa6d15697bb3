/** The user list's bulk actions, behind user.update: one call for the selected users, the server's message… */
// Reasoning: docs/decisions.md "Notes: src/resources/admin/UserBulkActions.tsx"
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import LogoutIcon from '@mui/icons-material/Logout';
import { Button } from '@mui/material';
import { useDataProvider, useListContext, useRefresh, useUnselectAll } from 'ra-core';
import type { AppDataProvider } from '../../api/dataProvider';
import { usePendingCall } from '../../common/useServerNotify';
import { USER_BULK_ACTIONS, type UserBulkAction } from './users';
import { useT } from '../../common/i18n';

const ICONS = { block: <BlockIcon />, unblock: <LockOpenIcon />, logout: <LogoutIcon /> } as const;

const UserBulkActions = () => {
  const t = useT();
  const { selectedIds } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const unselectAll = useUnselectAll('user');
  const refresh = useRefresh();
  const { run, pending, done: said } = usePendingCall();
  const bulk = (action: UserBulkAction, done: string) =>
    run(async () => {
      said((await dataProvider.userBulkUpdate(action, selectedIds)).message, done);
      unselectAll();
      refresh();
    });
  return (
    <>
      {USER_BULK_ACTIONS.map(({ action, label, done }) => (
        <Button key={action} size="small" startIcon={ICONS[action]} disabled={pending} onClick={() => bulk(action, done)}>
          {t(label)}
        </Button>
      ))}
    </>
  );
};

export default UserBulkActions;
