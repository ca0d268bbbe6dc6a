/**
 * Write validation built from the registry's field specs, with Polish messages.
 * The server rejects bad input with these; the app's forms show the same messages.
 */
import { z } from 'zod';
import { DEFAULT_MAX_LENGTH, type FieldSpec } from './fields';
import type { FieldErrors } from './fieldErrors';
import { attachmentIdOf, attachmentMessages, maxFilesOf } from './attachments';
import { decimalPlaces, roundCoordinate } from './geo';
import { isNoSuchDay, isoDay, parseCalendarDay, toUtcIso } from './dates';
import { identifierMessages, isValidPesel, normalizeIdentifier } from './identifiers';
import type { ResourceSpec } from './resources';
import { boundaryMessages, formatBoundary, MAX_BOUNDARY_LENGTH, parseBoundary } from './sites/boundary';
import { readScaled, scaleOf, unitsToNumber } from './scaledNumbers';
import { numberMessages } from './numbers';
import { polishPlural } from './plural';
import { isBlank, isRequired, REQUIRED_MESSAGE, type WriteMode } from './requiredValues';

export { isValidPesel };
export { isBlank, isRequired, LOGIN_REQUIRED_MESSAGE, REQUIRED_MESSAGE, type WriteMode } from './requiredValues';

export const messages = {
  number: 'Podaj liczbę.',
  integer: 'Podaj liczbę całkowitą.',
  min: (min: number) => `Wartość nie może być mniejsza niż ${min}.`,
  tooLarge: 'Liczba jest za duża.',
  boolean: 'Podaj wartość tak lub nie.',
  triState: 'Podaj wartość tak, nie lub brak.',
  max: (max: number) => `Wartość nie może być większa niż ${groupedNumber(max)}.`,
  money: 'Podaj kwotę, np. 1 234,50.',
  moneyPlaces: numberMessages.moneyPlaces,
  moneyMin: (min: number) => (min === 0 ? 'Kwota nie może być ujemna.' : `Kwota nie może być mniejsza niż ${groupedNumber(min)} zł.`),
  moneyMax: (max: number) => `Kwota nie może być większa niż ${groupedNumber(max)} zł.`,
  references: 'Wybierz rekordy z listy.',
  text: 'Podaj tekst.',
  tooLong: (max: number) => `Tekst jest za długi (maks. ${max} ${polishPlural(max, ['znak', 'znaki', 'znaków'])}).`,
  date: 'Podaj poprawną datę (rrrr-mm-dd).',
  /** A date of the right shape whose day the calendar has not (31.02.2026). */
  noSuchDate: 'Nie ma takiej daty.',
  datetime: 'Podaj poprawną datę i godzinę.',
  latitude: 'Szerokość geograficzna musi być liczbą od -90 do 90.',
  longitude: 'Długość geograficzna musi być liczbą od -180 do 180.',
  decimals: numberMessages.decimals,
  pesel: identifierMessages.pesel,
  choice: 'Wybierz wartość z listy.',
  reference: 'Podaj identyfikator rekordu.',
  id: 'Podaj identyfikator (liczbę całkowitą).',
  password: 'Hasło musi mieć co najmniej 8 znaków.',
  body: 'Nieprawidłowe dane.',
} as const;

export const MIN_PASSWORD_LENGTH = 8;
const MAX_SAFE = 1e12;
/** Money without a declared `max`: a subcontract or a machine, never a typo of a few more digits. */
export const DEFAULT_MAX_MONEY = 100_000_000;

/** A bound as a message writes it: thousands apart by spaces, a decimal comma (`100 000 000`, `2,5`). */
export function groupedNumber(value: number): string {
  const [whole, fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}
/** Ids and whole-number columns are 32-bit integers in both databases: past this PostgreSQL refuses the value. */
export const MAX_INTEGER = 2_147_483_647;

/** A record id written in a path or query ("42"), or null when the text is no id the databases can hold. */
export function idFromText(text: string): number | null {
  const id = /^\d{1,15}$/.test(text) ? Number(text) : 0;
  return id >= 1 && id <= MAX_INTEGER ? id : null;
}

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
    if (spec.max !== undefined && number > spec.max) {
      ctx.addIssue({ code: 'custom', message: messages.max(spec.max) });
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
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');

/**
 * A declared pattern matching the whole value, anchored once: its own leading `^` and trailing `$`
 * give way to the outer ones (`^\d{4}$` stays so); alternatives keep their group (`^(?:a|b)$`).
 */
export function wholeValuePattern(regex: string): string {
  const body = regex.replace(/^\^/, '').replace(/(?<!\\)((?:\\\\)*)\$$/, '$1');
  return body.includes('|') ? `^(?:${body})$` : `^${body}$`;
}

function stringSchema(spec: FieldSpec) {
  const max = spec.maxLength ?? DEFAULT_MAX_LENGTH;
  const pattern = spec.pattern ? new RegExp(wholeValuePattern(spec.pattern.regex), 'u') : null;
  return z.unknown().transform((value, ctx) => {
    if (typeof value !== 'string') {
      ctx.addIssue({ code: 'custom', message: messages.text });
      return z.NEVER;
    }
    let text = value.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE });
      return z.NEVER;
    }
    if (spec.identifier) {
      const normalized = normalizeIdentifier[spec.identifier](text);
      if (normalized === null) {
        ctx.addIssue({ code: 'custom', message: identifierMessages[spec.identifier] });
        return z.NEVER;
      }
      text = normalized;
    }
    // A pattern's message says what the value should look like, which is more than its length.
    if (pattern && !pattern.test(text)) {
      ctx.addIssue({ code: 'custom', message: spec.pattern!.message });
      return z.NEVER;
    }
    if (text.length > max) {
      ctx.addIssue({ code: 'custom', message: messages.tooLong(max) });
      return z.NEVER;
    }
    return withoutControlCharacters(text);
  });
}

/** The bounds of an exact-decimal field: money defaults to 0 … DEFAULT_MAX_MONEY, a decimal to what its units can hold. */
export function scaledBounds(spec: FieldSpec): { min?: number; max: number } {
  const largest = Math.min(MAX_SAFE, Math.floor(Number.MAX_SAFE_INTEGER / 10 ** scaleOf(spec)));
  return spec.type === 'money'
    ? { min: spec.min ?? 0, max: Math.min(spec.max ?? DEFAULT_MAX_MONEY, largest) }
    : { min: spec.min, max: Math.min(spec.max ?? largest, largest) };
}

/** Money and decimals: read exactly (./scaledNumbers.ts), given back as the number in złoty (or the field's unit). */
function scaledSchema(spec: FieldSpec) {
  const scale = scaleOf(spec);
  const money = spec.type === 'money';
  const { min, max } = scaledBounds(spec);
  return z.unknown().transform((value, ctx) => {
    const reading = readScaled(value, scale);
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (!reading.ok) {
      if (reading.problem === 'places') return fail(money ? messages.moneyPlaces : messages.decimals(scale));
      if (reading.problem === 'size') return fail(money ? messages.moneyMax(max) : messages.max(max));
      return fail(money ? messages.money : messages.number);
    }
    const number = unitsToNumber(reading.units, scale);
    if (min !== undefined && number < min) return fail(money ? messages.moneyMin(min) : messages.min(min));
    if (number > max) return fail(money ? messages.moneyMax(max) : messages.max(max));
    return number;
  });
}

/** Ids of the rows a multi-reference holds: distinct, ascending. */
function idListSchema(message: string) {
  return z.unknown().transform((value, ctx) => {
    const list = Array.isArray(value) ? value : null;
    const ids = list?.map((item) =>
      typeof item === 'string' ? idFromText(item) : typeof item === 'number' && Number.isSafeInteger(item) && item >= 1 && item <= MAX_INTEGER ? item : null,
    );
    if (!ids || ids.some((id) => id === null) || ids.length > 1000) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return [...new Set(ids as number[])].sort((a, b) => a - b);
  });
}

/** The write schema of a `file` field: distinct ids, at most `maxFiles` of them. */
export function attachmentIdsSchema(field: FieldSpec, requiredMessage: string): z.ZodType<number[]> {
  return z.unknown().transform((value, ctx) => {
    const items = Array.isArray(value) ? value : [value];
    const ids = items.map(attachmentIdOf);
    if (ids.some((id) => id === null)) {
      ctx.addIssue({ code: 'custom', message: attachmentMessages.ids });
      return z.NEVER;
    }
    const distinct = [...new Set(ids as number[])];
    if (distinct.length === 0 && field.required) {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    if (distinct.length > maxFilesOf(field)) {
      ctx.addIssue({ code: 'custom', message: attachmentMessages.tooMany(maxFilesOf(field)) });
      return z.NEVER;
    }
    return distinct;
  });
}

const valueSchemas = new WeakMap<FieldSpec, z.ZodType<unknown>>();

/**
 * The schema of one field's value (presence is handled by `writeSchema`), made once per field
 * spec: an import checks each of 10,000 rows' fields with it, and making a schema costs more than
 * running it.
 */
export function fieldValueSchema(spec: FieldSpec): z.ZodType<unknown> {
  let schema = valueSchemas.get(spec);
  if (!schema) valueSchemas.set(spec, (schema = newFieldValueSchema(spec)));
  return schema;
}

function newFieldValueSchema(spec: FieldSpec): z.ZodType<unknown> {
  switch (spec.type) {
    case 'string':
    case 'text':
      return stringSchema(spec);
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
    case 'money':
    case 'decimal':
      return scaledSchema(spec);
    case 'references':
      return idListSchema(spec.notFoundMessage ?? messages.references);
    case 'boolean':
      return z.unknown().transform((value, ctx) => {
        if (value === true || value === 'true' || value === 1) return true;
        if (value === false || value === 'false' || value === 0) return false;
        ctx.addIssue({ code: 'custom', message: spec.nullable ? messages.triState : messages.boolean });
        return z.NEVER;
      });
    case 'date':
      return z.unknown().transform((value, ctx) => {
        const day = typeof value === 'string' ? parseCalendarDay(value) : null;
        if (!day) {
          ctx.addIssue({ code: 'custom', message: typeof value === 'string' && isNoSuchDay(value) ? messages.noSuchDate : messages.date });
          return z.NEVER;
        }
        return isoDay(day);
      });
    case 'datetime':
      return z.unknown().transform((value, ctx) => {
        // JavaScript reads "2026-02-31T10:00" as 3 March: a day the calendar has not is refused first.
        if (typeof value === 'string' && isNoSuchDay(value)) {
          ctx.addIssue({ code: 'custom', message: messages.noSuchDate });
          return z.NEVER;
        }
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
    case 'boundary':
      return z.unknown().transform((value, ctx) => {
        const reading = typeof value === 'string' && value.length <= MAX_BOUNDARY_LENGTH * 2 ? parseBoundary(value) : null;
        if (!reading?.ok) {
          ctx.addIssue({ code: 'custom', message: reading?.message ?? boundaryMessages.format });
          return z.NEVER;
        }
        return formatBoundary(reading.boundary);
      });
  }
}

export type { FieldErrors };

export type ValidationResult = { ok: true; value: Record<string, unknown> } | { ok: false; errors: FieldErrors };

/** A tri-state boolean (`nullable: true`): true, false or null for "not known" (tak / nie / brak). */
export const isTriState = (spec: FieldSpec) => spec.type === 'boolean' && spec.nullable === true;

/** Multi-references and attachments: id lists, empty rather than null. */
const isList = (spec: FieldSpec) => spec.type === 'references' || spec.type === 'file';

/** Not accepted in writes: set by the server, or computed when read. */
export const isWritable = (spec: FieldSpec) => !spec.serverSet && !spec.computed;

/**
 * Validates a write body against field specs. Unknown, server-set and computed fields are dropped;
 * a blank optional field becomes null on create and is left unchanged (absent) on update
 * unless explicitly sent as null/empty, which clears it. A blank boolean is false on create (a
 * tri-state one null), a blank id list (references, files) is empty. Then the rules across the
 * fields given (`after`), so a dialog shows them; the server checks them again on the whole row
 * as it will be stored (`crossFieldErrors`).
 */
export function validateWrite(fields: Record<string, FieldSpec>, body: unknown, mode: WriteMode): ValidationResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: { body: [messages.body] } };
  }
  const input = body as Record<string, unknown>;
  const value: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [name, spec] of writableFields(fields)) {
    const raw = Object.hasOwn(input, name) ? input[name] : undefined;
    if (isBlank(raw) || (isList(spec) && Array.isArray(raw) && raw.length === 0)) {
      if (isRequired(spec, mode)) errors[name] = [REQUIRED_MESSAGE];
      else if (spec.type === 'password') continue;
      else if (isList(spec)) {
        if (mode === 'create' || raw !== undefined) value[name] = [];
      } else if (spec.type === 'boolean' && !isTriState(spec)) {
        if (mode === 'create') value[name] = false;
      } else if (mode === 'create' || raw !== undefined) value[name] = null;
      continue;
    }
    const quick = quickValue(spec, raw);
    if (quick !== undefined) {
      value[name] = quick;
      continue;
    }
    const parsed = fieldValueSchema(spec).safeParse(raw);
    if (parsed.success) value[name] = parsed.data;
    else errors[name] = parsed.error.issues.map((issue) => issue.message);
  }
  if (hasAfterRules(fields)) for (const [name, messages] of Object.entries(afterErrors(fields, value))) errors[name] ??= messages;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}

const writableLists = new WeakMap<Record<string, FieldSpec>, Array<[string, FieldSpec]>>();
const afterRules = new WeakMap<Record<string, FieldSpec>, boolean>();

/** The fields a write may give, in their order, listed once per field set (a batch of points checks thousands of bodies). */
function writableFields(fields: Record<string, FieldSpec>): Array<[string, FieldSpec]> {
  let list = writableLists.get(fields);
  if (!list) writableLists.set(fields, (list = Object.entries(fields).filter(([, spec]) => isWritable(spec))));
  return list;
}

function hasAfterRules(fields: Record<string, FieldSpec>): boolean {
  let has = afterRules.get(fields);
  if (has === undefined) afterRules.set(fields, (has = Object.values(fields).some((spec) => spec.after)));
  return has;
}

/**
 * The common valid values of the fields phones and trackers send by the thousand (a location
 * point: its time, place, speed; issue 34 §5), checked without zod: the value the field's schema
 * (fieldValueSchema) gives for them, or undefined when the schema is to decide — any other form,
 * and every invalid value, whose Polish message the schema writes.
 */
function quickValue(spec: FieldSpec, raw: unknown): unknown {
  switch (spec.type) {
    case 'datetime': {
      // A UTC time as toISOString writes it: read back to the same text, it names a day the calendar
      // has (JavaScript would read 31 February as 3 March) and is what toUtcIso gives.
      if (typeof raw !== 'string' || raw.length !== 24 || raw.charCodeAt(23) !== 90 /* Z */) return undefined;
      const ms = Date.parse(raw);
      if (Number.isNaN(ms) || new Date(ms).toISOString() !== raw) return undefined;
      const year = Number(raw.slice(0, 4));
      return year >= 1970 && year <= 2200 ? raw : undefined;
    }
    case 'latitude':
    case 'longitude':
      return typeof raw === 'number' && Number.isFinite(raw) && Math.abs(raw) <= (spec.type === 'latitude' ? 90 : 180) ? roundCoordinate(raw) : undefined;
    case 'number':
      if (typeof raw !== 'number' || !Number.isFinite(raw) || Math.abs(raw) > MAX_SAFE) return undefined;
      if ((spec.min !== undefined && raw < spec.min) || (spec.max !== undefined && raw > spec.max)) return undefined;
      return spec.step === undefined || decimalPlaces(raw) <= decimalPlaces(spec.step) ? raw : undefined;
    case 'reference':
      return typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 1 && raw <= MAX_INTEGER ? raw : undefined;
    case 'boolean':
      return raw === true || raw === false ? raw : undefined;
    default:
      return undefined;
  }
}

/**
 * `after` rules on the values a row holds: a date (or date-time) must be later than another field's
 * (or the same, `orSame`). Dates are yyyy-MM-dd and date-times UTC ISO, so their text orders as
 * they do. A rule one of whose values is missing has nothing to compare.
 */
export function afterErrors(fields: Record<string, FieldSpec>, row: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, spec] of Object.entries(fields)) {
    const rule = spec.after;
    const value = row[name];
    const other = rule ? row[rule.field] : undefined;
    if (!rule || typeof value !== 'string' || typeof other !== 'string' || !value || !other) continue;
    if (rule.orSame ? value < other : value <= other) errors[name] = [rule.message];
  }
  return errors;
}

/** Validates a write to a registry resource. */
export const validateResourceWrite = (resource: ResourceSpec, body: unknown, mode: WriteMode) => validateWrite(resource.fields, body, mode);

/**
 * The rules across fields of a resource's row as it will be stored (after its references were
 * found): dates after other dates (`after`), two fields that may not point at the same row, groups
 * of fields of which one (or exactly one) must be given (`fieldGroups`), fields required while a
 * boolean is true (`requiredWhen`).
 */
export function crossFieldErrors(resource: ResourceSpec, row: Record<string, unknown>): FieldErrors | null {
  const errors = afterErrors(resource.fields, row);
  if (resource.distinctFields) {
    const [first, second] = resource.distinctFields.fields;
    const value = row[first];
    if (value !== null && value !== undefined && value === row[second]) errors[second] ??= [resource.distinctFields.message];
  }
  for (const group of resource.fieldGroups ?? []) {
    const given = group.fields.filter((name) => row[name] !== null && row[name] !== undefined && row[name] !== '').length;
    if (given === 0 || (group.exactlyOne && given > 1)) errors[group.fields[0]] ??= [group.message];
  }
  for (const rule of resource.requiredWhen ?? []) {
    const on = row[rule.when] === true || row[rule.when] === 1;
    const value = row[rule.field];
    if (on && (value === null || value === undefined || value === '')) errors[rule.field] ??= [rule.message];
  }
  return Object.keys(errors).length ? errors : null;
}

/** JSON Schema of a resource's write body, for the OpenAPI document. */
export function writeJsonSchema(fields: Record<string, FieldSpec>, mode: WriteMode) {
  const properties: Record<string, object> = {};
  const required: string[] = [];
  for (const [name, spec] of Object.entries(fields)) {
    if (!isWritable(spec)) continue;
    properties[name] = jsonTypeOf(spec);
    if (isRequired(spec, mode)) required.push(name);
  }
  return { type: 'object', properties, required };
}

/** JSON Schema of one field's value as written (bounds, lengths and formats the validation checks, for clients). */
export function jsonTypeOf(spec: FieldSpec): Record<string, unknown> {
  const description = spec.label;
  const bounds = { ...(spec.min !== undefined && { minimum: spec.min }), ...(spec.max !== undefined && { maximum: spec.max }) };
  switch (spec.type) {
    case 'integer':
    case 'reference':
      return { type: 'integer', description, ...bounds };
    case 'number':
    case 'latitude':
    case 'longitude':
      return { type: 'number', description, ...bounds };
    case 'money':
    case 'decimal': {
      const { min, max } = scaledBounds(spec);
      const places = scaleOf(spec);
      return {
        type: ['number', 'string'],
        description: `${description} (${spec.type === 'money' ? 'zł, ' : ''}najwyżej ${places} miejsca po przecinku; tekst może mieć przecinek i spacje: "1 234,50")`,
        ...(min !== undefined && { minimum: min }),
        maximum: max,
      };
    }
    case 'boolean':
      return isTriState(spec) ? { type: ['boolean', 'null'], description: `${description} (null: brak)` } : { type: 'boolean', description };
    case 'date':
      return { type: 'string', format: 'date', description };
    case 'datetime':
      return { type: 'string', format: 'date-time', description };
    case 'enum':
      return { type: 'string', enum: Object.keys(spec.choices ?? {}), description };
    case 'references':
      return { type: 'array', items: { type: 'integer', minimum: 1 }, uniqueItems: true, description };
    case 'file':
      return { type: 'array', items: { type: 'integer', minimum: 1 }, description: `${description} (identyfikatory z POST /api/attachments/)` };
    case 'password':
      return { type: 'string', minLength: MIN_PASSWORD_LENGTH, maxLength: 256, description };
    case 'boundary':
      return {
        type: 'string',
        maxLength: MAX_BOUNDARY_LENGTH * 2,
        description: `${description}: wielokąt "52.2297 21.0122; 52.2310 21.0200; 52.2280 21.0250" (co najmniej 3 punkty: szerokość i długość geograficzna) albo korytarz "korytarz 40 m: 52.2297 21.0122; 52.2310 21.0200" (linia o szerokości w metrach, co najmniej 2 punkty); zapisywana w tej postaci`,
      };
    default:
      return {
        type: 'string',
        description,
        maxLength: spec.maxLength ?? DEFAULT_MAX_LENGTH,
        ...(spec.identifier === 'email' && { format: 'email' }),
        ...(spec.identifier && spec.identifier !== 'email' && { 'x-format': spec.identifier }),
        ...(spec.pattern && { pattern: wholeValuePattern(spec.pattern.regex) }),
      };
  }
}
