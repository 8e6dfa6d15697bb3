/** A component whose code is fetched apart (a chunk of its own), rendered directly once its module is loaded. */
// Reasoning: docs/decisions.md "Notes: src/common/loadable.tsx"
import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

export interface Loadable<P extends object> {
  /** Renders the component, or `fallback` while its code loads (the first time only). */
  View: (props: P & { fallback: ReactNode }) => ReactNode;
  /** Fetches its code now (e.g. while the page that opens it is idle). */
  preload: () => Promise<ComponentType<P>>;
}

/** A module fetched apart: `load` fetches it once, `current` is the module once it is there… */
export const moduleLoader = <M,>(load: () => Promise<M>) => {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    current: (): M | undefined => loaded,
    load: (): Promise<M> =>
      (loading ??= load().then(
        module => (loaded = module),
        error => {
          loading = undefined;
          throw error;
        },
      )),
  };
};

/** Whatever React.lazy takes (its own bound, without spelling `any`). */
type AnyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/** A React.lazy view that carries its own loader: `preload()` fetches its code now, once (the menu's idle prefetch). */
export type LazyView<C extends AnyComponent> = LazyExoticComponent<C> & { preload: () => Promise<unknown> };

/** React.lazy over `load`, with `preload`: React's first render and `preload()` share one fetch. */
export const lazyView = <C extends AnyComponent>(load: () => Promise<{ default: C }>): LazyView<C> => {
  const code = moduleLoader(load);
  return Object.assign(lazy(code.load), { preload: code.load });
};

export const loadable = <P extends object>(load: () => Promise<ComponentType<P>>): Loadable<P> => {
  const code = moduleLoader(load);
  const Lazy = lazy(() => code.load().then(component => ({ default: component })));
  const View = ({ fallback, ...props }: P & { fallback: ReactNode }) => {
    // Decided once per mount: switching between the two shapes later would mount it again.
    const [Loaded] = useState(code.current);
    if (Loaded) return <Loaded {...(props as P)} />;
    const LazyView = Lazy as unknown as ComponentType<P>;
    return (
      <Suspense fallback={fallback}>
        <LazyView {...(props as P)} />
      </Suspense>
    );
  };
  return { View, preload: code.load };
};
