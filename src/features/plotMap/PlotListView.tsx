/** The plot map's plots as a list: the same plots and the same selection as the canvas, for screen-reader and keyboard users… */
// Reasoning: docs/decisions.md "Notes: src/features/plotMap/PlotListView.tsx"
import { Box, Button } from '@mui/material';
import { isPlaced, type MapPlotRow } from './mapLogic';
import type { PlotId } from './MapCanvas';
import { CHANGED_BACKGROUND, ChangedNote } from './liveMarks';
import { useT } from '../../common/i18n';

export const PlotListView = ({
  rows,
  selectedId,
  describe,
  onSelect,
  changed,
}: {
  rows: readonly MapPlotRow[];
  selectedId: PlotId | null;
  describe: (id: PlotId) => string;
  onSelect: (id: PlotId) => void;
  /** Plots whose status changed since last looked (issue 38): marked for a moment. */
  changed?: ReadonlySet<string>;
}) => {
  const t = useT();
  return (
    <Box
      sx={{
        maxHeight: 800,
        overflowY: 'auto',
        '& table': { borderCollapse: 'collapse', width: '100%' },
        '& th, & td': { textAlign: 'left', px: 1, py: 0.5, borderBottom: '1px solid #e0e0e0' },
      }}
    >
      <table aria-label={t('Plots of this layout')}>
        <thead>
          <tr>
            <th scope="col">{t('Plot')}</th>
            <th scope="col">{t('Status')}</th>
            <th scope="col">{t('Measurement')}</th>
            <th scope="col">{t('On the map')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(row => {
            const selected = selectedId !== null && String(selectedId) === String(row.id);
            const isChanged = !!changed?.has(String(row.id));
            return (
              <tr
                key={String(row.id)}
                data-changed={isChanged ? 'true' : undefined}
                style={isChanged ? { background: CHANGED_BACKGROUND } : undefined}
              >
                <td>
                  <Button
                    size="small"
                    variant={selected ? 'contained' : 'text'}
                    aria-pressed={selected}
                    aria-label={describe(row.id)}
                    onClick={() => onSelect(row.id)}
                  >
                    {String(row.number ?? '')}
                  </Button>
                </td>
                <td>
                  {row.status ? t(String(row.status)) : ''}
                  {isChanged && <ChangedNote />}
                </td>
                <td>{String(row.measurement ?? '')}</td>
                <td>{isPlaced(row.coordinates) ? t('Yes') : t('No coordinates')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Box>
  );
};
