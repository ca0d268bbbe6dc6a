/**
 * Write validation built from the registry's field specs, with Polish messages.
 * The server rejects bad input with these; the app's forms show the same messages.
 */
import { z } from 'zod';
import { DEFAULT_MAX_LENGTH, type FieldSpec } from './fields';
import { attachmentIdsSchema } from './attachments';
import { decimalPlaces, roundCoordinate } from './geo';
import { parseCalendarDay, toUtcIso } from './dates';
import type { ResourceSpec } from './resources';

export const REQUIRED_MESSAGE = 'To pole jest wymagane.';
export const LOGIN_REQUIRED_MESSAGE = 'To pole jest wymagane!';

export const messages = {
  number: 'Podaj liczbę.',
  integer: 'Podaj liczbę całkowitą.',
  min: (min: number) => `Wartość nie może być mniejsza niż ${min}.`,
  tooLarge: 'Liczba jest za duża.',
  boolean: 'Podaj wartość tak lub nie.',
  text: 'Podaj tekst.',
  tooLong: (max: number) => `Tekst jest za długi (maks. ${max} znaków).`,
  date: 'Podaj poprawną datę (rrrr-mm-dd).',
  datetime: 'Podaj poprawną datę i godzinę.',
  latitude: 'Szerokość geograficzna musi być liczbą od -90 do 90.',
  longitude: 'Długość geograficzna musi być liczbą od -180 do 180.',
  decimals: (places: number) => `Podaj wartość z najwyżej ${places} miejscami po przecinku.`,
  pesel: 'Niepoprawny numer PESEL.',
  choice: 'Wybierz wartość z listy.',
  reference: 'Podaj identyfikator rekordu.',
  id: 'Podaj identyfikator (liczbę całkowitą).',
  password: 'Hasło musi mieć co najmniej 8 znaków.',
  body: 'Nieprawidłowe dane.',
} as const;

export const MIN_PASSWORD_LENGTH = 8;
const MAX_SAFE = 1e12;
/** Ids and whole-number columns are 32-bit integers in both databases: past this PostgreSQL refuses the value. */
export const MAX_INTEGER = 2_147_483_647;

/** A record id written in a path or query ("42"), or null when the text is no id the databases can hold. */
export function idFromText(text: string): number | null {
  const id = /^\d{1,15}$/.test(text) ? Number(text) : 0;
  return id >= 1 && id <= MAX_INTEGER ? id : null;
}

/** Empty strings and nulls count as "not given". */
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

function numberSchema(spec: FieldSpec, integer: boolean) {
  return z.unknown().transform((value, ctx) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isFinite(number)) {
      ctx.addIssue({ code: 'custom', message: integer ? messages.integer : messages.number });
      return z.NEVER;
    }
    if (integer && !Number.isSafeInteger(number)) {
      ctx.addIssue({ code: 'custom', message: messages.integer });
      return z.NEVER;
    }
    if (integer && Math.abs(number) > MAX_INTEGER) {
      ctx.addIssue({ code: 'custom', message: messages.tooLarge });
      return z.NEVER;
    }
    if (Math.abs(number) > MAX_SAFE) {
      ctx.addIssue({ code: 'custom', message: messages.tooLarge });
      return z.NEVER;
    }
    if (spec.min !== undefined && number < spec.min) {
      ctx.addIssue({ code: 'custom', message: messages.min(spec.min) });
      return z.NEVER;
    }
    if (spec.step !== undefined && decimalPlaces(number) > decimalPlaces(spec.step)) {
      ctx.addIssue({ code: 'custom', message: messages.decimals(decimalPlaces(spec.step)) });
      return z.NEVER;
    }
    return number;
  });
}

function coordinateSchema(limit: 90 | 180, message: string) {
  return z.unknown().transform((value, ctx) => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isFinite(number) || Math.abs(number) > limit) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    // Map apps copy 13–15 decimals: kept to the spec's 10.
    return roundCoordinate(number);
  });
}

/** Control characters other than line breaks and tabs are never meaningful (and NUL breaks PostgreSQL). */
export const withoutControlCharacters = (text: string) =>
  text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];

/** 11 digits whose last is the check digit of the first ten. */
export function isValidPesel(text: string): boolean {
  if (!/^\d{11}$/.test(text)) return false;
  const sum = PESEL_WEIGHTS.reduce((total, weight, index) => total + weight * Number(text[index]), 0);
  return (10 - (sum % 10)) % 10 === Number(text[10]);
}

function stringSchema(max: number, identifier?: FieldSpec['identifier']) {
  return z.unknown().transform((value, ctx) => {
    if (typeof value !== 'string') {
      ctx.addIssue({ code: 'custom', message: messages.text });
      return z.NEVER;
    }
    const text = value.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE });
      return z.NEVER;
    }
    if (text.length > max) {
      ctx.addIssue({ code: 'custom', message: messages.tooLong(max) });
      return z.NEVER;
    }
    if (identifier === 'pesel' && !isValidPesel(text)) {
      ctx.addIssue({ code: 'custom', message: messages.pesel });
      return z.NEVER;
    }
    return withoutControlCharacters(text);
  });
}

/** The schema of one field's value (presence is handled by `writeSchema`). */
export function fieldValueSchema(spec: FieldSpec): z.ZodType<unknown> {
  switch (spec.type) {
    case 'string':
    case 'text':
      return stringSchema(spec.maxLength ?? DEFAULT_MAX_LENGTH, spec.identifier);
    case 'password':
      return z.unknown().transform((value, ctx) => {
        if (typeof value !== 'string' || value.length < MIN_PASSWORD_LENGTH || value.length > 256) {
          ctx.addIssue({ code: 'custom', message: messages.password });
          return z.NEVER;
        }
        return value;
      });
    case 'integer':
      return numberSchema(spec, true);
    case 'number':
      return numberSchema(spec, false);
    case 'reference':
      return z.unknown().transform((value, ctx) => {
        const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
        if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1 || number > MAX_INTEGER) {
          ctx.addIssue({ code: 'custom', message: spec.notFoundMessage ?? messages.reference });
          return z.NEVER;
        }
        return number;
      });
    case 'boolean':
      return z.unknown().transform((value, ctx) => {
        if (value === true || value === 'true' || value === 1) return true;
        if (value === false || value === 'false' || value === 0) return false;
        ctx.addIssue({ code: 'custom', message: messages.boolean });
        return z.NEVER;
      });
    case 'date':
      return z.unknown().transform((value, ctx) => {
        const day = typeof value === 'string' ? parseCalendarDay(value) : null;
        if (!day) {
          ctx.addIssue({ code: 'custom', message: messages.date });
          return z.NEVER;
        }
        return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
      });
    case 'datetime':
      return z.unknown().transform((value, ctx) => {
        const iso = typeof value === 'string' && value.length <= 40 ? toUtcIso(value) : null;
        const year = iso ? Number(iso.slice(0, 4)) : 0;
        if (!iso || year < 1970 || year > 2200) {
          ctx.addIssue({ code: 'custom', message: messages.datetime });
          return z.NEVER;
        }
        return iso;
      });
    case 'latitude':
      return coordinateSchema(90, messages.latitude);
    case 'longitude':
      return coordinateSchema(180, messages.longitude);
    case 'enum':
      return z.unknown().transform((value, ctx) => {
        if (typeof value !== 'string' || !Object.hasOwn(spec.choices ?? {}, value)) {
          ctx.addIssue({ code: 'custom', message: messages.choice });
          return z.NEVER;
        }
        return value;
      });
    case 'file':
      return attachmentIdsSchema(spec, REQUIRED_MESSAGE);
  }
}

export type WriteMode = 'create' | 'update';

export const isRequired = (spec: FieldSpec, mode: WriteMode) =>
  mode === 'create' ? Boolean(spec.required) : (spec.requiredOnUpdate ?? Boolean(spec.required));

export type FieldErrors = Record<string, string[]>;

export type ValidationResult =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; errors: FieldErrors };

/**
 * Validates a write body against field specs. Unknown and server-set fields are dropped;
 * a blank optional field becomes null on create and is left unchanged (absent) on update
 * unless explicitly sent as null/empty, which clears it.
 */
export function validateWrite(
  fields: Record<string, FieldSpec>,
  body: unknown,
  mode: WriteMode,
): ValidationResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: { body: [messages.body] } };
  }
  const input = body as Record<string, unknown>;
  const value: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [name, spec] of Object.entries(fields)) {
    if (spec.serverSet) continue;
    const raw = Object.hasOwn(input, name) ? input[name] : undefined;
    if (isBlank(raw)) {
      if (isRequired(spec, mode)) errors[name] = [REQUIRED_MESSAGE];
      else if (spec.type === 'password') continue;
      else if (spec.type === 'boolean') {
        if (mode === 'create') value[name] = false;
      } else if (mode === 'create' || raw !== undefined) value[name] = null;
      continue;
    }
    const parsed = fieldValueSchema(spec).safeParse(raw);
    if (parsed.success) value[name] = parsed.data;
    else errors[name] = parsed.error.issues.map((issue) => issue.message);
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}

/** Validates a write to a registry resource. */
export const validateResourceWrite = (resource: ResourceSpec, body: unknown, mode: WriteMode) =>
  validateWrite(resource.fields, body, mode);

/**
 * The rules across fields of a resource's row as it will be stored (after its references were
 * found): two fields that may not point at the same row.
 */
export function crossFieldErrors(resource: ResourceSpec, row: Record<string, unknown>): FieldErrors | null {
  if (!resource.distinctFields) return null;
  const [first, second] = resource.distinctFields.fields;
  const value = row[first];
  return value !== null && value !== undefined && value === row[second] ? { [second]: [resource.distinctFields.message] } : null;
}

/** JSON Schema of a resource's write body, for the OpenAPI document. */
export function writeJsonSchema(fields: Record<string, FieldSpec>, mode: WriteMode) {
  const properties: Record<string, object> = {};
  const required: string[] = [];
  for (const [name, spec] of Object.entries(fields)) {
    if (spec.serverSet) continue;
    properties[name] = jsonTypeOf(spec);
    if (isRequired(spec, mode)) required.push(name);
  }
  return { type: 'object', properties, required };
}

export function jsonTypeOf(spec: FieldSpec): Record<string, unknown> {
  const description = spec.label;
  switch (spec.type) {
    case 'integer':
    case 'reference':
      return { type: 'integer', description };
    case 'number':
    case 'latitude':
    case 'longitude':
      return { type: 'number', description };
    case 'boolean':
      return { type: 'boolean', description };
    case 'date':
      return { type: 'string', format: 'date', description };
    case 'datetime':
      return { type: 'string', format: 'date-time', description };
    case 'enum':
      return { type: 'string', enum: Object.keys(spec.choices ?? {}), description };
    case 'file':
      return { type: 'array', items: { type: 'integer' }, description: `${description} (ids of uploaded attachments)` };
    default:
      return { type: 'string', description };
  }
}
