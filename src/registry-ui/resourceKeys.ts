/** The translation keys of a resource's buttons, dialogs and toasts, with the app's fallbacks. */
import type { ResourceSpec } from '../domain/resources';
import type { PromiseToastMessages } from '../toasts/useToast';

export function resourceKeys(spec: ResourceSpec) {
  const prefix = `resources.${spec.name}`;
  const { messages } = spec;
  const key = (name: keyof typeof messages, fallback: string) => (messages[name] ? `${prefix}.messages.${name}` : fallback);
  const createToasts: PromiseToastMessages = {
    pending: key('createPending', 'sat.toast.saving'),
    success: key('createSuccess', 'sat.toast.saved'),
    error: `${prefix}.messages.createError`,
  };
  const updateToasts: PromiseToastMessages = {
    pending: key('updatePending', 'sat.toast.saving'),
    success: key('updateSuccess', 'sat.toast.saved'),
    error: `${prefix}.messages.updateError`,
  };
  const deleteToasts: PromiseToastMessages = {
    pending: key('deletePending', 'sat.toast.deleting'),
    success: key('deleteSuccess', 'sat.toast.deleted'),
    error: `${prefix}.messages.deleteError`,
  };
  const createLabel = spec.createLabel ? `${prefix}.actions.create` : 'ra.action.create';
  const editLabel = spec.editLabel ? `${prefix}.actions.edit` : 'ra.action.edit';
  return {
    createLabel,
    createTitle: spec.createTitle ? `${prefix}.actions.createTitle` : createLabel,
    editLabel,
    editSubmit: spec.editSubmit ? `${prefix}.actions.editSubmit` : spec.editLabel ? editLabel : 'ra.action.save',
    listError: messages.listError ? `${prefix}.messages.listError` : undefined,
    deleteConfirm: messages.deleteConfirm ? `${prefix}.messages.deleteConfirm` : undefined,
    createToasts,
    updateToasts,
    deleteToasts,
  };
}
