/** The mark of a plot whose status changed since the user last looked, in the lists… */
// Reasoning: docs/decisions.md "Notes: src/features/plotMap/liveMarks.tsx"
import { Box } from '@mui/material';
import { PlotStatusButton } from '../plotStatus/PlotStatusButton';
import { useChangedMark } from './live';
import { useT } from '../../common/i18n';

export const CHANGED_BACKGROUND = '#fff8c4';

export const ChangedNote = () => {
  const t = useT();
  return (
    <Box
      component="span"
      data-testid="status-changed"
      sx={{
        ml: 1,
        px: 0.75,
        borderRadius: 1,
        bgcolor: CHANGED_BACKGROUND,
        border: '1px solid #8d6e00',
        color: '#4a3a00',
        fontSize: 12,
        fontWeight: 600,
      }}
    >
      {t('changed')}
    </Box>
  );
};

/** The plot list's status cell: the status button, marked for a moment when the status changed under it. */
export const LiveStatusCell = ({ record }: { record: Record<string, unknown> & { id: number | string } }) => {
  const marked = useChangedMark(record.status);
  return (
    <Box
      component="span"
      data-changed={marked ? 'true' : undefined}
      sx={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' }}
    >
      <PlotStatusButton record={record as never} />
      {marked && <ChangedNote />}
    </Box>
  );
};
