/**
 * Fastify runs each route's zod schemas (./schemas.ts) on the request before its handler; the
 * OpenAPI document is written from the same schemas. Request schemas must be zod: a JSON Schema
 * there would describe a request without checking it, and the server refuses to start with one.
 * Response schemas stay JSON Schema: they document answers the handlers send as built (lists
 * send the database's JSON), never passed through zod.
 */
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusalOf } from './schemas';

const isZod = (schema: unknown): schema is z.core.$ZodType => schema instanceof z.core.$ZodType;

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  if (!isZod(schema)) throw new Error(`${method} ${url}: the ${httpPart ?? 'request'} schema is not a zod schema (server/http/schemas.ts)`);
  return (data) => {
    const result = z.safeParse(schema, data);
    return result.success ? { value: result.data } : { error: refusalOf(result.error.issues) };
  };
};

/** The OpenAPI of a route: its zod schemas converted (as clients send them), its JSON Schemas as written. */
export const openApiTransform: SwaggerTransform<FastifySchema & { hide?: boolean }> = (document) => {
  const { schema } = document;
  if (!schema) return jsonSchemaTransform(document);
  const responses: Record<string, unknown> = { ...(typeof schema.response === 'object' && schema.response) };
  const zodResponses = Object.fromEntries(Object.entries(responses).filter(([, value]) => isZod(value)));
  const transformed = jsonSchemaTransform({ ...document, schema: { ...schema, response: zodResponses } });
  const converted: Record<string, unknown> = { ...(typeof transformed.schema.response === 'object' && transformed.schema.response) };
  const response = Object.fromEntries(Object.keys(responses).map((status) => [status, converted[status] ?? responses[status]]));
  return { ...transformed, schema: { ...transformed.schema, ...(Object.keys(response).length > 0 && { response }) } };
};
