/**
 * Maps are loaded only by the screens that show one: a screen declares its map component with
 * `lazyMap(() => import('./MyMap'))`, so Leaflet and react-leaflet land in that lazy chunk and
 * never in the main one. Modules that import Leaflet (SatMap, markerIcon, the maps themselves)
 * must only ever be imported by such lazily loaded map components. A screen that should fetch its
 * map's code while its data loads (the ride map) uses `mapModule` (./mapModule) instead.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from '@mui/material';

export function lazyMap<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Map = lazy(load);
  const LazyMap = (props: P) => (
    <Suspense fallback={<Skeleton variant="rectangular" sx={{ width: '100%', height: '100%' }} />}>
      <Map {...props} />
    </Suspense>
  );
  return LazyMap;
}
