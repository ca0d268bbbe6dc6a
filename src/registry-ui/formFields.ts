/** What a resource's create and edit dialogs show, and a new record's initial values. */
import type { FieldSpec } from '../domain/fields';
import type { ResourceSpec } from '../domain/resources';

/**
 * The inputs of a dialog, in order: the registry's `form` when given, otherwise the writable
 * fields without the site of site-scoped resources (the selected site is used instead); computed
 * columns are never inputs.
 */
export function formFields(spec: ResourceSpec): [string, FieldSpec][] {
  if (spec.form) return spec.form.map((name) => [name, spec.fields[name]]);
  return Object.entries(spec.fields).filter(([name, field]) => !field.serverSet && !field.computed && !(name === 'site' && spec.siteScoped));
}

const SECRET_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 24 random letters and digits (no 0/O, 1/l/I to misread when typed into a phone): about 140 bits. */
export function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => SECRET_LETTERS[byte % SECRET_LETTERS.length]).join('');
}

/** Whether the site is chosen in the dialog (otherwise a site-scoped record takes the selected one). */
export const formHasSite = (spec: ResourceSpec) => formFields(spec).some(([name]) => name === 'site');

/**
 * A new record's initial values: the registry's defaults, the selected site in a site input,
 * then `extra` (e.g. the list's permanent filter: the tanker whose fuelings are listed).
 */
export function createDefaults(spec: ResourceSpec, selectedSite: number | null, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of formFields(spec)) {
    if (field.proposed === 'secret') values[name] = randomSecret();
    else if (field.defaultValue !== undefined) values[name] = field.defaultValue;
    else if (field.reference === 'sites' && selectedSite !== null) values[name] = selectedSite;
  }
  for (const [name, value] of Object.entries(extra)) if (name in spec.fields) values[name] = value;
  return values;
}
