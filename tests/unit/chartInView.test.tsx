/**
 * A dashboard chart's place (src/features/dashboard/ChartInView.tsx, issue 41): the chart, and so
 * recharts' code, only once its place comes near the viewport; an empty place of the chart's height
 * until then; at once where the browser has no IntersectionObserver (jsdom, old browsers).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ChartInView, CHART_AHEAD } from '../../src/features/dashboard/ChartInView';

/** An IntersectionObserver the test drives: `enter()` reports every observed element in view. */
const fakeObserver = () => {
  const observers: {
    callback: IntersectionObserverCallback;
    elements: Element[];
    options?: IntersectionObserverInit;
    disconnected: boolean;
  }[] = [];
  class FakeIntersectionObserver {
    private readonly record: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, elements: [], options, disconnected: false };
      observers.push(this.record);
    }
    observe(element: Element) {
      this.record.elements.push(element);
    }
    unobserve() {}
    disconnect() {
      this.record.disconnected = true;
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const o of observers.filter(x => !x.disconnected)) {
        o.callback(
          o.elements.map(target => ({ target, isIntersecting }) as IntersectionObserverEntry),
          o as unknown as IntersectionObserver,
        );
      }
    });
  return { observers, enter: () => report(true), leave: () => report(false) };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ChartInView', () => {
  it('keeps an empty place until the place nears the viewport, then draws the chart', async () => {
    const io = fakeObserver();
    const { container } = render(
      <ChartInView height={280}>
        <p>the drawing</p>
      </ChartInView>,
    );
    const place = container.querySelector('[data-chart-waiting]') as HTMLElement;
    expect(place).not.toBeNull();
    expect(screen.queryByText('the drawing')).toBeNull();
    expect(io.observers).toHaveLength(1);
    expect(io.observers[0]!.elements).toEqual([place]);
    expect(io.observers[0]!.options?.rootMargin).toBe(CHART_AHEAD);

    // Still out of view: nothing drawn.
    io.leave();
    await new Promise(r => setTimeout(r, 300));
    expect(screen.queryByText('the drawing')).toBeNull();

    io.enter();
    expect(await screen.findByText('the drawing')).toBeInTheDocument();
    expect(container.querySelector('[data-chart-waiting]')).toBeNull();
    expect(io.observers[0]!.disconnected).toBe(true);
  });

  it('draws the chart at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(
      <ChartInView height={280}>
        <p>the drawing</p>
      </ChartInView>,
    );
    expect(screen.getByText('the drawing')).toBeInTheDocument();
    expect(container.querySelector('[data-chart-waiting]')).toBeNull();
  });
});
