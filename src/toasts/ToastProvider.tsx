/** Toasts (spec §9): top-right, closing after 5000 ms, stacked with the newest on top. */
import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import './toasts.css';

export const TOAST_DURATION_MS = 5000;

export const ToastProvider = ({ children }: { children: ReactNode }) => (
  <SnackbarProvider
    anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    autoHideDuration={TOAST_DURATION_MS}
    maxSnack={5}
    classes={{ containerAnchorOriginTopRight: 'sat-toasts-top-right' }}
  >
    {children}
  </SnackbarProvider>
);
