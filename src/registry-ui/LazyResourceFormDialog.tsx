/**
 * The record dialog with its code (inputs, validation, the map picker) loaded when it first opens:
 * a list carries only its buttons, and the login and the lists load none of the forms. Its buttons
 * start the loading when pointed at or focused (`preloadResourceFormDialog`), so that a click
 * usually finds the dialog's code there.
 */
import { lazy, Suspense, useRef } from 'react';
import type { ResourceFormDialogProps } from './ResourceFormDialog';

let loading: Promise<typeof import('./ResourceFormDialog')> | undefined;
export const preloadResourceFormDialog = () => (loading ??= import('./ResourceFormDialog'));

const ResourceFormDialog = lazy(async () => ({ default: (await preloadResourceFormDialog()).ResourceFormDialog }));

export const LazyResourceFormDialog = (props: ResourceFormDialogProps) => {
  const opened = useRef(false);
  opened.current ||= props.open;
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <ResourceFormDialog {...props} />
    </Suspense>
  );
};
