/** The sides and the area of a measurement (FRONT:LEFT:BACK:RIGHT) as it is typed, under its input. */
// Reasoning: docs/decisions.md "Notes: src/common/MeasurementPreview.tsx"
import { Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { MEASUREMENT_SIDES, measurementArea, parseMeasurement } from './land';
import { useT } from './i18n';

export const MeasurementPreview = ({ source = 'measurement' }: { source?: string }) => {
  const value = useWatch({ name: source });
  const t = useT();
  // describeMeasurement's text, each side's name in the chosen language: keyed '{Side} side', drawn in English as the side's name alone.
  const parts = parseMeasurement(value);
  const sides = parts ? parts.map((v, i) => `${t(`${MEASUREMENT_SIDES[i]!} side`, { _: MEASUREMENT_SIDES[i]! })} ${v}`).join(', ') : '';
  if (!sides) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ mt: -1, mb: 2, display: 'block' }} data-testid="measurement-preview">
      {t('%{sides} · about %{area} Sqft', { sides, area: measurementArea(value)?.toLocaleString('en-IN') ?? '' })}
    </Typography>
  );
};
