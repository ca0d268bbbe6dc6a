/** Translated toasts, including the pending → success / error sequence of every save (spec §4). */
import { createElement, useCallback, useMemo } from 'react';
import { Button } from '@mui/material';
import { useSnackbar, type SnackbarKey, type VariantType } from 'notistack';
import { useTranslate } from 'ra-core';
import { refusalMessage } from '../providers/refusals';

export interface PromiseToastMessages {
  /** Translation keys; a missing pending or success key shows no such toast. */
  pending?: string;
  success?: string;
  error: string;
  /** Lines (already translated) saying why `work` failed, shown under the error toast's own text. */
  errorDetails?: (error: unknown) => string[];
  /** A button on the error toast offering what to do instead (a refused delete: "Archiwizuj"), if any. */
  errorAction?: (error: unknown) => ToastAction | undefined;
}

export interface ToastAction {
  /** Translation key of the button. */
  label: string;
  run(): void;
}

export function useToast() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const translate = useTranslate();

  /** `key` is a translation key, or a text already in Polish (a server's message) shown as it is. */
  const show = useCallback(
    (variant: VariantType, key: string, options: { persist?: boolean } = {}, details: string[] = [], action?: ToastAction) =>
      enqueueSnackbar([translate(key, { _: key }), ...details].join('\n'), {
        variant,
        ...options,
        ...(action && {
          action: (snackbar: SnackbarKey) =>
            createElement(
              Button,
              {
                color: 'inherit',
                size: 'small',
                onClick: () => {
                  closeSnackbar(snackbar);
                  action.run();
                },
              },
              translate(action.label),
            ),
        }),
      }),
    [enqueueSnackbar, closeSnackbar, translate],
  );

  /**
   * Shows the pending toast while `work` runs, then the success or error toast (a refusal of a site, a
   * record or an operation says the server's own message: issue 28 §2); rethrows errors.
   */
  const promise = useCallback(
    async <T>(work: () => Promise<T>, messages: PromiseToastMessages): Promise<T> => {
      const pending = messages.pending ? show('info', messages.pending, { persist: true }) : undefined;
      try {
        const result = await work();
        if (messages.success) show('success', messages.success);
        return result;
      } catch (error) {
        show('error', refusalMessage(error) ?? messages.error, {}, messages.errorDetails?.(error), messages.errorAction?.(error));
        throw error;
      } finally {
        if (pending !== undefined) closeSnackbar(pending);
      }
    },
    [show, closeSnackbar],
  );

  return useMemo(
    () => ({
      success: (key: string) => show('success', key),
      error: (key: string) => show('error', key),
      info: (key: string) => show('info', key),
      warning: (key: string) => show('warning', key),
      promise,
    }),
    [show, promise],
  );
}
