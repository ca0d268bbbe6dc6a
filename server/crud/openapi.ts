/** OpenAPI pieces derived from the registry (the server validates with src/domain/validation). */
import type { ResourceSpec } from '../../src/domain/resources';
import { ARCHIVED_PARAM, isArchivable } from '../../src/domain/archive';

export function listQuerySchema(spec: ResourceSpec) {
  const properties: Record<string, object> = {
    _start: { type: 'integer', minimum: 0, description: 'First row (with paging the answer has X-Total-Count)' },
    _end: { type: 'integer', minimum: 0, description: 'Row after the last; at most 500 rows a page' },
    _sort: { type: 'string' },
    _order: { type: 'string', enum: ['ASC', 'DESC'] },
    q: { type: 'string', description: `Search in: ${spec.searchFields.join(', ')}` },
    id: { type: 'array', items: { type: 'integer' } },
  };
  if (isArchivable(spec)) {
    properties[ARCHIVED_PARAM] = {
      type: 'string',
      description: 'Archived rows (issue 16 §3): false (default: rows in use), true (only archived), all',
    };
  }
  if (spec.siteScoped) properties.site = { type: 'integer', description: 'Site id' };
  if (spec.dateField) {
    properties.date_from = { type: 'string', description: 'First day (Europe/Warsaw), e.g. 2026-1-5' };
    properties.date_to = { type: 'string', description: 'Last day, inclusive' };
  }
  for (const [name, field] of Object.entries(spec.fields)) {
    if (!field.filterable || properties[name]) continue;
    if (field.type === 'reference') properties[name] = { type: 'integer', description: `${field.label}: id` };
    else if (field.type === 'references') properties[name] = { type: 'integer', description: `${field.label}: rows holding this id` };
    else if (field.type === 'boolean') {
      const values = field.nullable ? 'true/false, 1/0, tak/nie, brak/null (not known)' : 'true/false, 1/0, tak/nie';
      properties[name] = { type: 'string', description: `${field.label}: ${values}` };
    } else properties[name] = { type: 'string', description: `${field.label}: exact value` };
    if (field.type === 'date' || field.type === 'datetime') {
      properties[`${name}_from`] = { type: 'string', format: 'date', description: `${field.label}: first day (Europe/Warsaw), inclusive` };
      properties[`${name}_to`] = { type: 'string', format: 'date', description: `${field.label}: last day, inclusive` };
    }
  }
  return { type: 'object', properties };
}
