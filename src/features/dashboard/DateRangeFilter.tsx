/** The dashboard's date range: From and To, no date after tomorrow (spec 1 §5, §9). */
// Reasoning: docs/decisions.md "Notes: src/features/dashboard/DateRangeFilter.tsx"
import { useEffect, useState } from 'react';
import { Stack } from '@mui/material';
import { checkRange, latestSelectableDate, type DateRange } from './dateRange';
import { useT } from '../../common/i18n';
import { DayTextField } from '../../common/DayInput';

/** How long typing must pause before the range is applied. */
export const RANGE_APPLY_DELAY_MS = 400;

export interface DateRangeFilterProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  today: Date;
}

export const DateRangeFilter = ({ value, onChange, today }: DateRangeFilterProps) => {
  const t = useT();
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  const check = checkRange(from, to, today);
  const errors = 'errors' in check ? check.errors : {};
  const latest = latestSelectableDate(today);

  // The valid range typed, when it differs from the applied one ('' otherwise).
  const next = 'range' in check && (check.range.from !== value.from || check.range.to !== value.to) ? `${from},${to}` : '';

  useEffect(() => {
    if (!next) return;
    const [nextFrom, nextTo] = next.split(',') as [string, string];
    const timer = setTimeout(() => onChange({ from: nextFrom, to: nextTo }), RANGE_APPLY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [next, onChange]);

  const field = (label: string, name: keyof DateRange, text: string, set: (v: string) => void) => (
    // Typed day first whatever the browser's locale (issue 39); text that is no day reaches checkRange as typed.
    <DayTextField
      label={t(label)}
      name={name}
      value={text}
      onChange={v => set(v ?? '')}
      error={!!errors[name]}
      helperText={errors[name] ? t(errors[name]) : errors[name]}
      max={latest}
      sx={{ flex: { xs: 1, sm: 'none' }, minWidth: 0, width: { sm: 170 }, '& input': { minWidth: 0 } }}
    />
  );

  return (
    <Stack
      direction="row"
      spacing={1}
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, minWidth: 0, alignItems: 'flex-start' }}
      aria-label={t('Date range')}
    >
      {field('From', 'from', from, setFrom)}
      {field('To', 'to', to, setTo)}
    </Stack>
  );
};
