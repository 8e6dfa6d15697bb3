/** Demo only: tells the user, once a tab, that the browser refused to store the demo's changes, until they close the message. */
// Reasoning: docs/decisions.md "Notes: src/app/DemoStorageNotice.tsx"
import { useSyncExternalStore } from 'react';
import { Alert } from '@mui/material';
import { DEMO_STORAGE_REFUSED_MESSAGE, demoStorageNotice, dismissDemoStorageNotice, subscribeDemoStorageNotice } from '../api/demoStorage';
import { useT } from '../common/i18n';

export const DemoStorageNotice = () => {
  const t = useT();
  const notice = useSyncExternalStore(subscribeDemoStorageNotice, demoStorageNotice, () => 'none' as const);
  if (notice !== 'told') return null;
  return (
    <Alert severity="warning" role="alert" onClose={dismissDemoStorageNotice} sx={{ mb: 1 }}>
      {t(DEMO_STORAGE_REFUSED_MESSAGE)}
    </Alert>
  );
};
