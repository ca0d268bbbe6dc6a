/**
 * Requests checked by their route's schemas (issue 29 §3): every `params`, `querystring` and `body`
 * schema is a zod schema that Fastify runs before the handler (./validation.ts), so a handler gets
 * the values read and typed. The readers here give the Polish answers the API has always given:
 * a refusal is an issue on the parameter's name with its message, and the whole request is
 * answered `{detail, errors: {field: [message]}}` (../errors.ts). The same schemas write the
 * OpenAPI document: each reader carries the JSON Schema a client reads (`meta`).
 */
import { z } from 'zod';
import type { ResourceSpec } from '../../src/domain/resources';
import type { FieldSpec } from '../../src/domain/fields';
import { idFromText, messages, REQUIRED_MESSAGE, validateWrite, writeJsonSchema, type WriteMode } from '../../src/domain/validation';
import { badRequest, HttpError, notFound } from '../errors';
import { bodyObject, queryRecord } from './requests';

/** What a JSON Schema says of a parameter or body in the OpenAPI document. */
export type JsonSchema = Record<string, unknown>;

/** The issue a refusal becomes: the whole answer rides along, so that it reaches the client as it was made. */
interface Refusal {
  answer: HttpError;
}

const isRefusal = (params: unknown): params is Refusal =>
  typeof params === 'object' && params !== null && 'answer' in params && params.answer instanceof HttpError;

/** Refuses the value being read with `answer` (a 400 with its field messages, a 404…). */
export function refuse(ctx: z.RefinementCtx, answer: HttpError): typeof z.NEVER {
  const fields = Object.keys(answer.errors ?? {});
  ctx.addIssue({ code: 'custom', message: answer.detail, path: fields.length === 1 ? [fields[0]] : [], params: { answer } satisfies Refusal });
  return z.NEVER;
}

/** Reads with a function that throws the API's answers (the registry's and the lists' readers), its refusal kept whole. */
export function readWith<T>(ctx: z.RefinementCtx, read: () => T): T | typeof z.NEVER {
  try {
    return read();
  } catch (error) {
    if (error instanceof HttpError) return refuse(ctx, error);
    throw error;
  }
}

/**
 * The answer to a request its schema refused: the first refusal made whole by a reader, or else
 * 400 with each parameter's first message.
 */
export function refusalOf(issues: readonly z.core.$ZodIssue[]): HttpError {
  for (const issue of issues) if (issue.code === 'custom' && isRefusal(issue.params)) return issue.params.answer;
  const errors: Record<string, string[]> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.') || 'body'] ??= [issue.message];
  return badRequest(errors);
}

/** A query value as text: the first of a repeated parameter, trimmed; '' when absent. */
export const queryText = (value: unknown): string => {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : first === undefined || first === null ? '' : String(first);
};

/** A value read by `read` (which adds its issues to `ctx`), documented in OpenAPI as `json`. */
export const reader = <T>(json: JsonSchema, read: (value: unknown, ctx: z.RefinementCtx) => T | typeof z.NEVER) => z.unknown().transform(read).meta(json);

/** A whole query string read by `read` (which throws the API's answers), documented as `json`. */
export const queryReader = <T>(json: JsonSchema, read: (query: Record<string, string | undefined>) => T) =>
  reader(json, (query, ctx) => readWith(ctx, () => read(queryRecord(query))));

/** A query parameter that must be given: its absence is refused with the form's message. */
export const required = <T>(json: JsonSchema, read: (text: string, ctx: z.RefinementCtx) => T | typeof z.NEVER) =>
  reader(json, (value, ctx) => {
    const text = queryText(value);
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE });
      return z.NEVER;
    }
    return read(text, ctx);
  });

/** A query parameter that may be left out (or blank): then `undefined`. */
export const optional = <T>(json: JsonSchema, read: (text: string, ctx: z.RefinementCtx) => T | typeof z.NEVER) =>
  reader(json, (value, ctx) => {
    const text = queryText(value);
    return text === '' ? undefined : read(text, ctx);
  }).optional();

/** A record id given as text ("42"), or an issue with `message`. */
export function idOf(text: string, ctx: z.RefinementCtx, message: string = messages.id): number | typeof z.NEVER {
  const id = idFromText(text);
  if (id !== null) return id;
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** A required id parameter (`?tanker=12`). */
export const requiredId = (description: string) => required({ type: 'integer', minimum: 1, description }, (text, ctx) => idOf(text, ctx));
/** An optional id parameter (`?site=3`). */
export const optionalId = (description: string) => optional({ type: 'integer', minimum: 1, description }, (text, ctx) => idOf(text, ctx));

/** A path's record id; a malformed one names no row: 404 with `detail`. */
export const pathId = (detail?: string) =>
  reader({ type: 'integer', minimum: 1 }, (value, ctx) => idFromText(queryText(value)) ?? refuse(ctx, notFound(detail)));

/** The `:id` of a record's path: 404 when it can name no record. */
export const idParams = z.object({ id: pathId() });

/**
 * A write body read by field specs (src/domain/validation.ts, the registry's rules): 400 with the
 * fields' messages (the first one as the detail) otherwise. Documented as the fields' JSON Schema.
 */
export const fieldsBody = (fields: Record<string, FieldSpec>, mode: WriteMode) =>
  reader(writeJsonSchema(fields, mode), (body, ctx) => {
    const result = validateWrite(fields, body, mode);
    return result.ok ? result.value : refuse(ctx, badRequest(result.errors, Object.values(result.errors)[0][0]));
  });

/** A registry resource's write body (see fieldsBody). */
export const resourceBody = (spec: ResourceSpec, mode: WriteMode) => fieldsBody(spec.fields, mode);

/**
 * A body its handler reads (the server completes it first: the signed-in person, a stored row),
 * documented as `json`: any JSON passes the schema.
 */
export const handlerReadBody = (json: JsonSchema) => z.unknown().meta(json);

/**
 * A body its handler reads (see handlerReadBody), given to it as an object to read fields from:
 * anything but a JSON object reads as {}, whose fields are then missing (and refused by the
 * handler's rules with their messages).
 */
export const handlerReadObject = (json: JsonSchema) => reader(json, (body) => bodyObject(body));
