/**
 * A screen's map module, loaded ahead of its data (maps are loaded lazily, see lazyMap): for a
 * screen that knows before its data arrives that it is going to show a map.
 *
 *   const useRideMap = mapModule(() => import('./RideMap'));
 *   const RideMap = useRideMap(); // in the screen: undefined until loaded, then the component
 *
 * The hook starts the load when the screen mounts, so that the module loads while the data does,
 * and the screen shows its own placeholder until both are there. No Suspense is involved: with
 * React.lazy a map whose data arrived before its module would wait for the module behind a
 * Suspense fallback, and React reveals a boundary's content no earlier than 300 ms after its
 * fallback appeared. A failed load is thrown to the error boundary; a later mount tries again.
 */
import { useEffect, useReducer, useState, type ComponentType } from 'react';

export function mapModule<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let component: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => (component = module.default),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return function useMapModule(): ComponentType<P> | undefined {
    const [, loaded] = useReducer((count: number) => count + 1, 0);
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (component) return;
      let mounted = true;
      start().then(
        () => mounted && loaded(),
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => {
        mounted = false;
      };
    }, []);
    if (failure) throw failure.error;
    return component;
  };
}
