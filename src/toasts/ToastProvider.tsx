/**
 * Toasts (spec §9): bottom-right (the spec allows top- or bottom-right; top-right covered the
 * header's export button for the 5 s a toast stays), closing after 5000 ms, stacked with the
 * newest on top (notistack stacks bottom-anchored toasts upwards); without sliding in and out
 * when the person asked for reduced motion.
 */
import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { usePrefersReducedMotion } from '../state/mediaQuery';
import './toasts.css';

export const TOAST_DURATION_MS = 5000;

const NO_MOTION = { enter: 0, exit: 0 };

export function ToastProvider({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      autoHideDuration={TOAST_DURATION_MS}
      maxSnack={5}
      transitionDuration={reducedMotion ? NO_MOTION : undefined}
    >
      {children}
    </SnackbarProvider>
  );
}
