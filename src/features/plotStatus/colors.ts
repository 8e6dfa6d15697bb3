/** The plot status colours, shared by the plot map, the status chips and the dashboard charts so that a status looks the same… */
// Reasoning: docs/decisions.md "Notes: src/features/plotStatus/colors.ts"
import { own } from '../../api/own';

export type PlotStatus = 'Available' | 'Blocked' | 'Booked' | 'Sold' | 'Hold' | 'Resale';

export const PLOT_STATUSES: readonly PlotStatus[] = ['Available', 'Blocked', 'Booked', 'Sold', 'Hold', 'Resale'];

export const STATUS_COLORS: Readonly<Record<PlotStatus, string>> = {
  Available: '#2e7d32', // green
  Blocked: '#f9a825', // yellow
  Booked: '#ef6c00', // orange
  Sold: '#8b0000', // dark red
  Hold: '#757575', // neutral: display-only status (C28)
  Resale: '#d81b60', // pink
};

/** Variants the map uses. */
export const MAP_COLORS = {
  bookedPaid: '#d32f2f', // red: booked and paid
  soldResale: '#f06292', // pink: sold with resale records, in resale view
  unplaced: '#7b1fa2', // purple: no coordinates
  unassigned: '#1e88e5', // blue: price guide map, not assigned
  assigned: '#f06292', // pink: price guide map, assigned
} as const;

/** The colour of a status; an unknown one (a server's "constructor" included) is neutral. */
export const statusColor = (status: string | null | undefined): string => own(STATUS_COLORS, status) ?? STATUS_COLORS.Hold;

const luminance = (hex: string): number => {
  const n = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4]
    .map(i => parseInt(n.slice(i, i + 2), 16) / 255)
    .map(c => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** Black or white, whichever reads better on the colour (WCAG contrast). */
export const contrastText = (background: string): '#000000' | '#ffffff' => {
  const l = luminance(background);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#000000';
};

/** Text colour for a status chip of that status. */
export const statusTextColor = (status: string | null | undefined): string => contrastText(statusColor(status));
