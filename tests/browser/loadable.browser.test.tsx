/**
 * A component of a chunk of its own (src/common/loadable.tsx): its fallback while the code loads,
 * and once loaded drawn on its first render, without suspending (React would hold it back for its
 * 300 ms fallback throttle).
 */
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyView, loadable } from '../../src/common/loadable';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('loadable', () => {
  it('shows the fallback while the code loads, then the component with its props', async () => {
    let release!: () => void;
    const { View } = loadable(() => new Promise<typeof Greeting>(resolve => (release = () => resolve(Greeting))));
    render(<View fallback={<span>Loading…</span>} name="Meena" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Hello Meena')).toBeInTheDocument();
  });

  it('once loaded, draws the component on its first render, never the fallback', async () => {
    const { View, preload } = loadable(() => Promise.resolve(Greeting));
    await preload();
    render(<View fallback={<span>Loading…</span>} name="Ravi" />);
    // Synchronously after the render: no suspension, no fallback.
    expect(screen.getByText('Hello Ravi')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('loads the code once however often it is asked for, and again after a failure', async () => {
    let calls = 0;
    let fail = true;
    const { preload } = loadable(async () => {
      calls += 1;
      if (fail) throw new Error('offline');
      return Greeting;
    });
    await expect(preload()).rejects.toThrow('offline');
    fail = false;
    await Promise.all([preload(), preload()]);
    await preload();
    expect(calls).toBe(2);
  });
});

describe('lazyView', () => {
  it('is a React.lazy view that carries its loader: preload and the first render share one fetch', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const View = lazyView(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([View.preload(), View.preload()]);
    render(
      <Suspense fallback={<span>Loading…</span>}>
        <View name="Kavya" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Kavya')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
