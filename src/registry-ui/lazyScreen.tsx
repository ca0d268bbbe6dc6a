/**
 * A screen whose module is loaded when it is first shown, a skeleton standing in meanwhile: the
 * login and the other screens load none of its code. `preload` starts the loading earlier (the
 * screen of the address the app opens on, while the app starts); a screen whose module is already
 * there shows at once, without the skeleton.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Skeleton } from '@mui/material';

export type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loading: Promise<ComponentType> | undefined;
  let Loaded: ComponentType | undefined;
  const preload = () => (loading ??= load().then((screen) => (Loaded = screen)));
  const Suspended = lazy(async () => ({ default: await preload() }));
  const Screen = () => {
    // Decided once per mount, so that the screen is never mounted anew when its module arrives.
    const [Ready] = useState(() => Loaded);
    if (Ready) return <Ready />;
    return (
      <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>
        <Suspended />
      </Suspense>
    );
  };
  return Object.assign(Screen, { preload });
}
