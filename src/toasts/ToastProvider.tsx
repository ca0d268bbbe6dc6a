/**
 * Toasts (spec §9): bottom-right (the spec allows top- or bottom-right; top-right covered the
 * header's export button for the 5 s a toast stays), closing after 5000 ms, stacked with the
 * newest on top (notistack stacks bottom-anchored toasts upwards).
 */
import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import './toasts.css';

export const TOAST_DURATION_MS = 5000;

export const ToastProvider = ({ children }: { children: ReactNode }) => (
  <SnackbarProvider anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} autoHideDuration={TOAST_DURATION_MS} maxSnack={5}>
    {children}
  </SnackbarProvider>
);
