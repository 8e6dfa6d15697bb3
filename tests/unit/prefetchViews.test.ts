/**
 * The menu's idle prefetch (src/app/prefetchViews.ts) finds the loader of a React.lazy view that
 * has not loaded yet, and nothing in anything else (a plain component, a view React has started).
 */
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyLoader } from '../../src/app/prefetchViews';

const Plain = () => null;

describe('lazyLoader', () => {
  it('answers the loader of a lazy view not loaded yet, and calling it leaves React unaware', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Plain }));
    const View = lazy(load);
    const loader = lazyLoader(View);
    expect(loader).toBe(load);
    await loader!();
    expect(load).toHaveBeenCalledTimes(1);
    // React's own first render still calls it (and finds the module cached by the browser).
    expect(lazyLoader(View)).toBe(load);
  });

  it('answers null for anything else', () => {
    expect(lazyLoader(Plain)).toBeNull();
    expect(lazyLoader(undefined)).toBeNull();
    expect(lazyLoader({ _payload: { _status: 1, _result: {} } })).toBeNull();
  });
});
