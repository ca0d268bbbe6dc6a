/**
 * Form validation and server errors in the shape react-admin forms take ({field: message}).
 * Only the dialog's inputs are validated here; a missing selected site is reported by the dialog.
 */
import { readNumberFields } from '../domain/numbers';
import { messages, validateWrite, type WriteMode } from '../domain/validation';
import type { ResourceSpec } from '../domain/resources';
import { requiresSelectedSite, withSelectedSite } from '../state/siteForNewRows';
import { formFields, formHasSite } from './formFields';

/**
 * The form values as the provider will send them: a site-scoped record whose dialog has no site
 * input takes the selected site (src/state/siteForNewRows.ts).
 */
export const withDialogSite = (spec: ResourceSpec, values: Record<string, unknown>, site: number | null) =>
  formHasSite(spec) ? values : withSelectedSite(spec, values, site);

/** A site-scoped record needs a site the dialog does not ask for: the selected one (spec §5 vehicles). */
export const needsSelectedSite = (spec: ResourceSpec, mode: WriteMode) => mode === 'create' && requiresSelectedSite(spec) && !formHasSite(spec);

/** The form's words for what the API words for its clients: the pickers take `dd.mm.rrrr gg:mm`. */
const FORM_MESSAGES: Record<string, string> = {
  [messages.date]: 'Podaj pełną datę (dd.mm.rrrr).',
  [messages.datetime]: 'Podaj pełną datę i godzinę (dd.mm.rrrr gg:mm).',
};

const firstMessages = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([field, [message]]) => [field, FORM_MESSAGES[message] ?? message]));

/** The dialog's messages: number fields read as typed (domain/numbers.ts), then the shared write validation. */
export function validateForm(spec: ResourceSpec, values: Record<string, unknown>, mode: WriteMode, site: number | null): Record<string, string> {
  const numbers = readNumberFields(spec.fields, values);
  const result = validateWrite(spec.fields, withDialogSite(spec, numbers.values, site), mode);
  const errors = { ...(result.ok ? {} : firstMessages(result.errors)), ...numbers.errors };
  const shown = new Set(formFields(spec).map(([name]) => name));
  return Object.fromEntries(Object.entries(errors).filter(([field]) => shown.has(field)));
}

/** The field messages of a 400 answer (`{detail, errors: {field: [message]}}`), if any. */
export function serverFieldErrors(error: unknown): Record<string, string> | undefined {
  const errors = (error as { body?: { errors?: Record<string, string[]> } } | null)?.body?.errors;
  if (!errors || typeof errors !== 'object') return undefined;
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]]));
}
