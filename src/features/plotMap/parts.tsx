/** Parts the maps share (issue 40): the legend of their colours, the selected plot's details and the phone test. */
// Reasoning: docs/decisions.md "Notes: src/features/plotMap/parts.tsx"
import type { ReactNode, Ref } from 'react';
import { Box, IconButton, Paper, Stack, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { PlotStatusButton } from '../plotStatus/PlotStatusButton';
import { RecordLink } from '../../common/RecordLink';
import { useT } from '../../common/i18n';
import type { LegendEntry, MapPlotRow } from './mapLogic';

/** Screens under MUI's sm breakpoint (600 px): the phone layout of the maps. */
export const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

export const MapLegend = ({ entries }: { entries: readonly LegendEntry[] }) => {
  const t = useT();
  return (
    <Box
      component="ul"
      aria-label={t('Map legend')}
      data-testid="map-legend"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0, my: 0.5 }}
    >
      {entries.map(e => (
        <Box component="li" key={e.label} data-color={e.color} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box
            component="span"
            aria-hidden
            sx={{ width: 14, height: 14, borderRadius: '3px', bgcolor: e.color, border: '1px solid rgba(0,0,0,0.25)', flex: 'none' }}
          />
          <Typography variant="caption" component="span">
            {t(e.label)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

/** The selected plot: number, status (its menu where allowed), measurement and the Detail link. */
export const PlotDetails = ({ row, onChanged, layoutName }: { row: MapPlotRow; onChanged?: () => void; layoutName?: string }) => {
  const t = useT();
  return (
    <>
      <Typography variant="body2">
        {t('Plot')} <strong>{String(row.number ?? '')}</strong>
        {layoutName ? t(' on %{layout}', { layout: layoutName }) : ''}
      </Typography>
      <PlotStatusButton record={row as never} onChanged={onChanged} />
      <Typography variant="body2">{t('Measurement: %{measurement}', { measurement: String(row.measurement ?? '') || '-' })}</Typography>
      <RecordLink resource="plot" id={row.id}>
        {t('Detail')}
      </RecordLink>
    </>
  );
};

/** Where the selected plot's details show: the strip above the map, or on a phone a panel fixed at the bottom of the screen. */
export const SelectedPlotRegion = ({
  phone,
  open,
  onClose,
  children,
  regionRef,
}: {
  phone: boolean;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  regionRef?: Ref<HTMLDivElement>;
}) => {
  const t = useT();
  return phone ? (
    open ? (
      <Paper
        elevation={8}
        role="region"
        aria-label={t('Selected plot')}
        ref={regionRef}
        data-testid="plot-panel"
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: theme => theme.zIndex.appBar,
          px: 2,
          py: 1,
          borderRadius: '12px 12px 0 0',
        }}
      >
        <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" alignItems="center" sx={{ pr: 5 }}>
          {children}
        </Stack>
        <Tooltip title={t('Close')}>
          <IconButton
            aria-label={t("Close the plot's details")}
            onClick={onClose}
            size="small"
            sx={{ position: 'absolute', top: 6, right: 6 }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Paper>
    ) : null
  ) : (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      flexWrap="wrap"
      alignItems="center"
      sx={{ my: 1, minHeight: 36 }}
      aria-label={t('Selected plot')}
      role="region"
      ref={regionRef}
    >
      {children}
    </Stack>
  );
};
