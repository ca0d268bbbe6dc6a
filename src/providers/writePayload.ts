/**
 * The body of a create or update, built from the registry's field specs: only writable fields,
 * blanks as null, numbers as JSON numbers (typed text such as `1 234,5` read by the app's one
 * number parser), date-times as UTC ISO, coordinates with at most 10 decimals (spec §5), and the
 * selected site for site-scoped resources when none is given. Computed columns are never sent.
 */
import type { FieldSpec } from '../domain/fields';
import type { ResourceSpec } from '../domain/resources';
import { toUtcIso } from '../domain/dates';
import { fieldNumber, isNumberField } from '../domain/numbers';
import { attachmentIdsOf } from '../domain/attachments';
import { isBlank, type WriteMode } from '../domain/requiredValues';
import { withSelectedSite } from '../state/siteForNewRows';

function fieldValue(spec: FieldSpec, value: unknown): unknown {
  if (isBlank(value)) return spec.type === 'references' ? [] : null;
  if (isNumberField(spec)) return fieldNumber(spec, value) ?? value;
  switch (spec.type) {
    case 'reference': {
      const number = Number(value);
      return Number.isFinite(number) ? number : value;
    }
    case 'datetime':
      return typeof value === 'string' ? (toUtcIso(value) ?? value) : value;
    case 'file':
      return attachmentIdsOf(value);
    default:
      return value;
  }
}

export function writePayload(spec: ResourceSpec, data: Record<string, unknown>, mode: WriteMode, selectedSite: number | null): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(spec.fields)) {
    if (field.serverSet || field.computed) continue;
    if (field.type === 'password' && isBlank(data[name]) && mode === 'update') continue;
    // A write-only choice left empty (an employee's dashboard access) is the server's default.
    if (field.writeOnly && field.type !== 'password' && isBlank(data[name])) continue;
    body[name] = fieldValue(field, data[name]);
  }
  // Only a create takes the selected site, and only into a site the client writes (not a server-set one).
  return mode === 'create' && 'site' in body ? withSelectedSite(spec, body, selectedSite) : body;
}
