/** A chart's place on the dashboard: the chart, and so its code… docs/decisions.md "Notes: src/features/dashboard/ChartInView.tsx" */
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
