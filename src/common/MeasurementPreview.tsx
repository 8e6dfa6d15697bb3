/** The sides and the area of a measurement (FRONT:LEFT:BACK:RIGHT) as it is typed, under its input. */
import { Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { describeMeasurement, measurementArea } from './land';

export const MeasurementPreview = ({ source = 'measurement' }: { source?: string }) => {
  const value = useWatch({ name: source });
  const sides = describeMeasurement(value);
  if (!sides) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ mt: -1, mb: 2, display: 'block' }} data-testid="measurement-preview">
      {sides} · about {measurementArea(value)?.toLocaleString('en-IN')} Sqft
    </Typography>
  );
};
