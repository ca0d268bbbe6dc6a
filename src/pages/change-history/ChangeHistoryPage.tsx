/**
 * /history "Historia zmian" (issue 16 §2): every change, searchable, for administrators only (one
 * record's history is the record dialog's). Loaded lazily: its code is fetched when the page is
 * first opened.
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import { AdministratorsOnly } from '../../layout/AdministratorsOnly';

const ChangeHistoryView = lazy(() => import('./ChangeHistoryView'));

export const ChangeHistoryPage = Object.assign(
  () => (
    <AdministratorsOnly>
      <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>
        <ChangeHistoryView />
      </Suspense>
    </AdministratorsOnly>
  ),
  { path: '/history' },
);
