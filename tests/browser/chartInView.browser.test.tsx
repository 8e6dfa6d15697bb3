/**
 * A dashboard chart's place (src/features/dashboard/ChartInView.tsx, issue 41): the chart, and so
 * recharts' code, only once its place comes near the viewport; an empty place of the chart's height
 * until then; at once where the browser has no IntersectionObserver (old browsers).
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
    // Real CSS: the empty place holds the chart's height, so the page does not jump when it is drawn.
    expect(place.getBoundingClientRect().height).toBe(280);
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

  it("with the browser's own IntersectionObserver: nothing below the fold, drawn once scrolled to", async () => {
    const { container } = render(
      <>
        <div style={{ height: window.innerHeight + 1000 }} />
        <ChartInView height={280}>
          <p>the drawing</p>
        </ChartInView>
      </>,
    );
    const place = container.querySelector('[data-chart-waiting]') as HTMLElement;
    // 1000 px below the viewport, beyond CHART_AHEAD (200 px): not drawn.
    await new Promise(r => setTimeout(r, 600));
    expect(screen.queryByText('the drawing')).toBeNull();
    place.scrollIntoView();
    expect(await screen.findByText('the drawing')).toBeInTheDocument();
    window.scrollTo(0, 0);
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
