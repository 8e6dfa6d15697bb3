/**
 * A component whose code is fetched apart (a chunk of its own), rendered directly once its module
 * is loaded. `React.lazy` suspends on its first render even when the module is already there (its
 * promise settles a moment later), and React 19 then holds the content back for its 300 ms
 * fallback throttle: the map's first draw waited ~125 ms idle that way after its plots had come.
 */
import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';

export interface Loadable<P extends object> {
  /** Renders the component, or `fallback` while its code loads (the first time only). */
  View: (props: P & { fallback: ReactNode }) => ReactNode;
  /** Fetches its code now (e.g. while the page that opens it is idle). */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A module fetched apart: `load()` fetches it once (again after a failure), `current()` is the
 * module once it is there (undefined before): what decides between rendering it directly and
 * through React.lazy.
 */
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
