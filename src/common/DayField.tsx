/** A date field that reads day/month/year whatever the browser's locale (react-admin's DateField follows it). */
import { Typography } from '@mui/material';
import { useFieldValue } from 'ra-core';
import { formatDate } from './format';

export interface DayFieldProps {
  source: string;
  showTime?: boolean;
  emptyText?: string;
  /** Read by the list's column from its child, as for react-admin's own fields. */
  label?: string;
  sortable?: boolean;
}

export const DayField = ({ source, showTime = false, emptyText = '-' }: DayFieldProps) => {
  const value = useFieldValue({ source });
  return (
    <Typography component="span" variant="body2">
      {value ? formatDate(value, showTime) : emptyText}
    </Typography>
  );
};
