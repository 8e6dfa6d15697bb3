/** A component whose code is fetched apart (a chunk of its own), rendered directly once its module is loaded. */
// Reasoning: docs/decisions.md "Notes: src/common/loadable.tsx"
import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';

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
