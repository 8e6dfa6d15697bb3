/** Opens the command palette (issue 19): Ctrl/⌘+K anywhere, `/` outside a field, or the search button of the top bar. */
// Reasoning: docs/decisions.md "Notes: src/features/palette/PaletteLauncher.tsx"
import { Suspense, lazy, useEffect, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { whenIdle } from '../../common/idle';
import { opensPalette } from './keys';
import { useT } from '../../common/i18n';

const loadPalette = () => import('./CommandPalette');
const CommandPalette = lazy(loadPalette);

export const PaletteLauncher = () => {
  const t = useT();
  const [open, setOpen] = useState(false);
  useEffect(() => whenIdle(() => void loadPalette().catch(() => undefined)), []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || !opensPalette(e)) return;
      e.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <Tooltip title={t('Search records and pages (Ctrl+K)')}>
        <IconButton
          color="inherit"
          aria-label={t('Open command palette')}
          aria-keyshortcuts="Control+K Meta+K /"
          onClick={() => setOpen(true)}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <CommandPalette onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
