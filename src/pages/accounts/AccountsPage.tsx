/**
 * /accounts "Konta i uprawnienia" (issue 16 §1): administrators give logins their dashboard role,
 * sites and activity, and end their sessions. Loaded lazily: its code is fetched when the page is
 * first opened.
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';

const AccountsView = lazy(() => import('./AccountsView'));

export const AccountsPage = Object.assign(
  () => (
    <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>
      <AccountsView />
    </Suspense>
  ),
  { path: '/accounts' },
);
