/**
 * A screen whose module is loaded when it is first shown, a skeleton standing in meanwhile: the
 * login and the other screens load none of its code.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Skeleton } from '@mui/material';

export function lazyScreen(load: () => Promise<ComponentType>): ComponentType {
  const Screen = lazy(async () => ({ default: await load() }));
  return () => (
    <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>
      <Screen />
    </Suspense>
  );
}
