/** A plot (or property, or resale) status as a chip in the plot status colours, with readable text. */
import { Chip } from '@mui/material';
import { useT } from '../../common/i18n';
import { statusColor, statusTextColor } from './colors';

export const PlotStatusChip = ({ status }: { status?: unknown }) => {
  const t = useT();
  const text = status ? String(status) : '';
  if (!text) return <span>-</span>;
  return (
    <Chip
      component="span"
      size="small"
      label={t(text)}
      sx={{ bgcolor: statusColor(text), color: statusTextColor(text), fontWeight: 600 }}
      data-status={text}
    />
  );
};
