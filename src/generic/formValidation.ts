/** Form validation and server errors in the shape react-admin forms take ({field: message}). */
import { validateWrite, type WriteMode } from '../domain/validation';
import type { ResourceSpec } from '../domain/resources';

/** The form values as the provider will send them: a site-scoped record takes the selected site. */
export function withSelectedSite(spec: ResourceSpec, values: Record<string, unknown>, site: number | null) {
  const blank = values.site === undefined || values.site === null || values.site === '';
  return spec.siteScoped && 'site' in spec.fields && blank && site !== null ? { ...values, site } : values;
}

export function validateForm(
  spec: ResourceSpec,
  values: Record<string, unknown>,
  mode: WriteMode,
  site: number | null,
): Record<string, string> {
  const result = validateWrite(spec.fields, withSelectedSite(spec, values, site), mode);
  if (result.ok) return {};
  return Object.fromEntries(Object.entries(result.errors).map(([field, [message]]) => [field, message]));
}

/** The field messages of a 400 answer (`{detail, errors: {field: [message]}}`), if any. */
export function serverFieldErrors(error: unknown): Record<string, string> | undefined {
  const errors = (error as { body?: { errors?: Record<string, string[]> } } | null)?.body?.errors;
  if (!errors || typeof errors !== 'object') return undefined;
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]]));
}
