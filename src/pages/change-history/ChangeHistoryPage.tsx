/**
 * /history "Historia zmian" (issue 16 §2): every change, searchable, for administrators (every
 * staff account today). Loaded lazily: its code is fetched when the page is first opened.
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';

const ChangeHistoryView = lazy(() => import('./ChangeHistoryView'));

export const ChangeHistoryPage = Object.assign(
  () => (
    <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>
      <ChangeHistoryView />
    </Suspense>
  ),
  { path: '/history' },
);
