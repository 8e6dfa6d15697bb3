/**
 * A chart's place on the dashboard (issue 41): the chart, and so its code (recharts, the largest
 * part of the page), is asked for only once its place comes near the viewport and the browser is
 * idle (half a second at most), so the count cards and tables are drawn first and a chart below
 * the fold costs nothing until it is scrolled to. Until then the place keeps the chart's height,
 * empty (nothing jumps; the numbers are in the section's table for screen readers meanwhile).
 * Where the browser has no IntersectionObserver (jsdom), the chart is drawn at once.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';

/** How far below (or above) the viewport a chart starts loading: about a scroll step ahead. */
export const CHART_AHEAD = '200px 0px';

/** The longest a chart in view waits for an idle moment: a busy page still draws it soon. */
export const CHART_IDLE_TIMEOUT_MS = 500;

/** Runs `callback` at an idle moment, at the latest after CHART_IDLE_TIMEOUT_MS; returns the cancel. */
const soonIdle = (callback: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: CHART_IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 0);
  return () => clearTimeout(id);
};

export const ChartInView = ({ height, children }: { height: number; children?: ReactNode }) => {
  const place = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (shown || !element) return;
    let cancelIdle: (() => void) | undefined;
    const observer = new IntersectionObserver(
      entries => {
        if (!entries.some(entry => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = soonIdle(() => setShown(true));
      },
      { rootMargin: CHART_AHEAD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [shown]);
  if (shown) return <>{children}</>;
  return <Box ref={place} sx={{ height }} data-chart-waiting="" />;
};
