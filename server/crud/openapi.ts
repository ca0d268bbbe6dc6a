/**
 * Schemas derived from the registry: a list's query (read by ./listParams.ts, the Polish answers of
 * every list) and the OpenAPI of rows as the API answers them.
 */
import type { FastifySchema } from 'fastify';
import type { FieldSpec } from '../../src/domain/fields';
import { getResource, type ResourceSpec } from '../../src/domain/resources';
import { ARCHIVED_PARAM, isArchivable } from '../../src/domain/archive';
import { queryLists } from '../http/requests';
import { reader, readWith, type JsonSchema } from '../http/schemas';
import { readListQuery } from './listParams';

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

/**
 * A list's query: read by readListQuery (`sortable`: the columns a client may sort by) into the
 * handler's ListQuery, its days calendar days (the handler's listParamsIn places them in the
 * company's zone), documented as `json` (listQuerySchema unless a route takes fewer parameters).
 */
export const listQuery = (spec: ResourceSpec, sortable: ReadonlySet<string>, json: JsonSchema = listQuerySchema(spec)) =>
  reader(json, (query, ctx) => readWith(ctx, () => readListQuery(spec, queryLists(query), sortable)));

const attachmentSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    size: { type: 'integer' },
    type: { type: 'string', description: 'MIME type found from the content' },
    thumbnail: { type: 'boolean', description: 'An image: GET /api/attachments/<id>/thumbnail' },
  },
};

/** A field's value as the API reads it (money and decimals as numbers, references as ids). */
function readTypeOf(field: FieldSpec): Record<string, unknown> {
  const description = field.label;
  switch (field.type) {
    case 'integer':
    case 'reference':
      return { type: 'integer', description };
    case 'number':
    case 'latitude':
    case 'longitude':
    case 'money':
    case 'decimal':
      return { type: 'number', description: field.type === 'money' ? `${description} (zł)` : description };
    case 'boolean':
      return { type: 'boolean', description };
    case 'date':
      return { type: 'string', format: 'date', description };
    case 'datetime':
      return { type: 'string', format: 'date-time', description };
    case 'enum':
      return { type: 'string', enum: Object.keys(field.choices ?? {}), description };
    case 'references':
      return { type: 'array', items: { type: 'integer' }, description };
    case 'file':
      return { type: 'array', items: attachmentSchema, description };
    default:
      return { type: 'string', description };
  }
}

const orNull = (schema: Record<string, unknown>, required: boolean | undefined) =>
  required || schema.type === 'array' ? schema : { ...schema, type: [schema.type, 'null'] };

/** JSON Schema of a row as the API answers it: id, own fields (no secrets), joined names, `archived_at`. */
export function rowJsonSchema(spec: ResourceSpec) {
  const properties: Record<string, object> = { id: { type: 'integer' } };
  for (const [name, field] of Object.entries(spec.fields)) {
    if (field.type === 'password' || field.writeOnly) continue;
    properties[name] = orNull(readTypeOf(field), field.required && !field.nullable);
  }
  for (const [name, { via, column, label }] of Object.entries(spec.joined ?? {})) {
    const target = getResource(spec.fields[via].reference!).fields[column];
    properties[name] = target ? orNull({ ...readTypeOf(target), description: label }, false) : { description: label };
  }
  if (isArchivable(spec)) properties.archived_at = { type: ['string', 'null'], format: 'date-time', description: 'When archived (issue 16 §3)' };
  return { type: 'object', properties };
}

/**
 * For routes whose response schemas only document the answers: rows are sent as the handlers build
 * them (JSON.stringify, as without a schema), never trimmed to the schema by Fastify's serializer.
 */
export const sendAsBuilt = () => (data: unknown) => JSON.stringify(data);

/** A route's options with response schemas that document it (`response`: status → schema). */
export const documentedRoute = <S extends FastifySchema>(schema: S, response: Record<number, object>) => ({
  schema: { ...schema, response },
  serializerCompiler: sendAsBuilt,
});
