/** The plot status control shown on the plot list, the plot show page and the map's info strip (spec 1 §4): a chip in the status colour. */
// Reasoning: docs/decisions.md "Notes: src/features/plotStatus/PlotStatusButton.tsx"
import { lazy, Suspense, useId, useState, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { Chip, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { RaRecord } from 'ra-core';
import { useAllowed } from '../../common/access';
import { useT } from '../../common/i18n';
import { statusColor, statusTextColor } from './colors';
import { statusMenu, type StatusTarget } from './statusLogic';

const StatusFlow = lazy(() => import('./StatusFlow'));

export interface PlotStatusButtonProps {
  /** The plot record (id, status, plotResale, plotbooked, ...). */
  record: RaRecord;
  /** Called after the plot's status changed: by a change made here, or by someone else when a change found it changed. */
  onChanged?: () => void;
}

/** Clicks inside the control (its menu and dialogs are portals) must not reach a clickable row. */
const stop = (e: SyntheticEvent) => e.stopPropagation();

export const PlotStatusButton = ({ record, onChanged }: PlotStatusButtonProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu is mounted from its first opening on: a closed MUI Menu still runs its modal's hooks…
  const [menuMounted, setMenuMounted] = useState(false);
  // The change chosen, with the plot as the user saw it then (the change starts from its status).
  const [chosen, setChosen] = useState<{ target: StatusTarget; actedOn: RaRecord } | null>(null);
  // Decided from the membership at once, like the plot's links (no label flashing into a button).
  const canAccess = useAllowed('plot', 'update');
  const menuId = useId();
  const t = useT();
  const text = record?.status ? String(record.status) : '';
  if (!text) return <span>-</span>;
  const menu = statusMenu(record);
  const label = menu.label;
  const bg = statusColor(menu.kind === 'label' && label !== text ? 'Resale' : text);
  const sx = { bgcolor: bg, color: statusTextColor(menu.kind === 'label' && label !== text ? 'Resale' : text), fontWeight: 600 };

  // A dialog that is open stays open when the refreshed plot no longer offers a menu: it keeps what was typed and says what happened.
  const flow = chosen && (
    <Suspense fallback={null}>
      <StatusFlow plot={record} target={chosen.target} actedOn={chosen.actedOn} onClose={() => setChosen(null)} onDone={onChanged} />
    </Suspense>
  );

  if (menu.kind === 'label' || !canAccess) {
    const chip = <Chip component="span" size="small" label={t(label)} sx={sx} data-status={text} />;
    return flow ? (
      <span role="presentation" onClick={stop} onKeyDown={stop} style={{ display: 'inline-flex' }}>
        {chip}
        {flow}
      </span>
    ) : (
      chip
    );
  }

  const openMenu = (e: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
    e.stopPropagation();
    setMenuMounted(true);
    setAnchor(e.currentTarget);
  };

  return (
    <span role="presentation" onClick={stop} onKeyDown={stop} style={{ display: 'inline-flex' }}>
      <Chip
        component="button"
        type="button"
        size="small"
        label={t(label)}
        onClick={openMenu}
        onKeyDown={(e: KeyboardEvent<HTMLElement>) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            openMenu(e);
          }
        }}
        deleteIcon={<ArrowDropDownIcon aria-hidden />}
        onDelete={openMenu}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        title={t('Change status')}
        sx={{
          ...sx,
          cursor: 'pointer',
          // Hover and keyboard focus keep the status colour (and its readable text); focus shows a ring.
          '&:hover, &.Mui-focusVisible': { bgcolor: bg, boxShadow: 2 },
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          '& .MuiChip-deleteIcon': { color: 'inherit', '&:hover': { color: 'inherit' } },
        }}
        data-status={text}
      />
      {menuMounted && (
        <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} onClick={stop}>
          {menu.options.map(option => (
            <MenuItem
              key={option}
              onClick={() => {
                setAnchor(null);
                setChosen({ target: option, actedOn: record });
              }}
            >
              {t(option)}
            </MenuItem>
          ))}
        </Menu>
      )}
      {flow}
    </span>
  );
};
