/**
 * /maintenance-due "Serwis i terminy" (issue 15 §2, §4): the selected site's services due or
 * overdue and documents ending within the warning window. Loaded lazily: its code is fetched when
 * the page is first opened.
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';

const MaintenanceDueView = lazy(() => import('./MaintenanceDueView'));

export const MaintenanceDuePage = Object.assign(
  () => (
    <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>
      <MaintenanceDueView />
    </Suspense>
  ),
  { path: '/maintenance-due' },
);
