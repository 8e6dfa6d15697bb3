/**
 * The plot status control shown on the plot list, the plot show page and the map's info strip
 * (spec 1 §4). STUB: shows the status only; the status flow (menu, dialogs) replaces it.
 */
import { Chip } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { statusColor, statusTextColor } from './colors';

export interface PlotStatusButtonProps {
  /** The plot record (id, status, plotResale, plotbooked, ...). */
  record: RaRecord;
  /** Called after a status change succeeded (the caller refreshes its map, for example). */
  onChanged?: () => void;
}

export const PlotStatusButton = ({ record }: PlotStatusButtonProps) => {
  const text = record?.status ? String(record.status) : '';
  if (!text) return <span>-</span>;
  return (
    <Chip
      component="span"
      size="small"
      label={text}
      sx={{ bgcolor: statusColor(text), color: statusTextColor(text), fontWeight: 600 }}
      data-status={text}
    />
  );
};
