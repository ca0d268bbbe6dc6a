/** OpenAPI pieces derived from the registry (the server validates with src/domain/validation). */
import type { ResourceSpec } from '../../src/domain/resources';

export const idParamsSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
};

export function listQuerySchema(spec: ResourceSpec) {
  const properties: Record<string, object> = {
    _start: { type: 'integer', minimum: 0, description: 'First row (with paging the answer has X-Total-Count)' },
    _end: { type: 'integer', minimum: 0, description: 'Row after the last; at most 500 rows a page' },
    _sort: { type: 'string' },
    _order: { type: 'string', enum: ['ASC', 'DESC'] },
    q: { type: 'string', description: `Search in: ${spec.searchFields.join(', ')}` },
    id: { type: 'array', items: { type: 'integer' } },
  };
  if (spec.siteScoped) properties.site = { type: 'integer', description: 'Site id' };
  if (spec.dateField) {
    properties.date_from = { type: 'string', description: 'First day (Europe/Warsaw), e.g. 2026-1-5' };
    properties.date_to = { type: 'string', description: 'Last day, inclusive' };
  }
  for (const [name, field] of Object.entries(spec.fields)) {
    if (field.filterable && !properties[name]) properties[name] = { type: field.type === 'reference' ? 'integer' : 'string' };
  }
  return { type: 'object', properties };
}
