/**
 * Row types derived from the declarations, so that no table or row shape is written again beside
 * the registry: the server's table types (server/db/schema.ts), the demo generator's rows
 * (src/domain/demo/rows.ts) and the rows tests read from the API (e2e/*Data.ts).
 *
 * A field's value: integer, number, coordinates and references are numbers; booleans are 0/1 as
 * stored and booleans in the API; money and decimals are numbers in the API (złoty) and whole
 * units as stored (grosze); enums are their values; text, dates and date-times are strings
 * (dates yyyy-MM-dd, date-times UTC ISO). A column is nullable as `FieldSpec.nullable` says
 * (default: unless required; booleans never, tri-state ones always). Virtual fields,
 * multi-references and files are no columns (join tables, attachments); computed fields are
 * no columns either, but API rows carry them all: id arrays, `AttachmentRef` arrays, numbers or null.
 */
import type { AttachmentRef } from '../fields';
import type { resources } from './index';

type Registry = typeof resources;
type Fields<R> = R extends { fields: infer F } ? F : never;
type Joined<R> = R extends { joined: infer J } ? J : Record<never, never>;
type Flatten<T> = { -readonly [K in keyof T]: T[K] };

/** `stored`: as the database holds it (booleans 0/1, enums any text); `value`: as the API and the demo data carry it. */
export type Representation = 'stored' | 'value';

type ValueOf<F, M extends Representation> = F extends { type: 'enum'; choices: infer C }
  ? M extends 'stored'
    ? string
    : keyof C & string
  : F extends { type: 'boolean' }
    ? M extends 'stored'
      ? number
      : boolean
    : F extends { type: 'integer' | 'number' | 'latitude' | 'longitude' | 'reference' | 'money' | 'decimal' }
      ? number
      : string;

/** Whether the field's column accepts null (a tri-state boolean does: `nullable: true`). */
export type IsNullable<F> = F extends { nullable: infer N extends boolean }
  ? N
  : F extends { type: 'boolean' }
    ? false
    : F extends { required: true }
      ? false
      : true;

type ColumnOf<F, M extends Representation> = IsNullable<F> extends false ? ValueOf<F, M> : ValueOf<F, M> | null;

/** Fields that are no column of the resource's own table. */
type NotAColumn = { virtual: true } | { type: 'references' | 'file' } | { computed: object };

/** The columns a resource's table stores (id excluded), by field name. */
export type StoredColumns<R, M extends Representation = 'stored'> = Flatten<{
  -readonly [K in keyof Fields<R> as Fields<R>[K] extends NotAColumn ? never : K]: ColumnOf<Fields<R>[K], M>;
}>;

/** What API rows carry beside the columns: multi-references as ascending ids, files as refs, computed values. */
export type RelatedValues<R> = Flatten<{
  -readonly [K in keyof Fields<R> as Fields<R>[K] extends { type: 'references' | 'file' } | { computed: object } ? K : never]: Fields<R>[K] extends {
    type: 'references';
  }
    ? number[]
    : Fields<R>[K] extends { type: 'file' }
      ? AttachmentRef[]
      : number | null;
}>;

type ReferencedFields<F> = F extends { reference: infer N extends keyof Registry } ? Fields<Registry[N]> : never;

/** A joined column: the referenced field's value, null when either the reference or that field may be null. */
type JoinedValue<Via, Target> = IsNullable<Via> extends false ? ColumnOf<Target, 'value'> : ValueOf<Target, 'value'> | null;

/** The read-only columns a resource joins from the rows it references. */
export type JoinedColumns<R> = Flatten<{
  -readonly [K in keyof Joined<R>]: Joined<R>[K] extends { via: infer V extends keyof Fields<R>; column: infer C }
    ? JoinedValue<Fields<R>[V], ReferencedFields<Fields<R>[V]>[C & keyof ReferencedFields<Fields<R>[V]>]>
    : never;
}>;

/** A row as the generic API lists it: id, own columns (booleans as booleans) and joined columns. */
export type ApiRow<N extends keyof Registry> = Flatten<
  { id: number } & StoredColumns<Registry[N], 'value'> & RelatedValues<Registry[N]> & JoinedColumns<Registry[N]>
>;

/** A row as the database stores it, id included (its type given by the caller, e.g. Kysely's `Generated<number>`). */
export type TableRow<N extends keyof Registry, Id = number> = Flatten<{ id: Id } & StoredColumns<Registry[N]>>;

/**
 * A row of the demo company: values as the API carries them, id counted from 1, and the columns in
 * `Filled` never null (the demo generator always fills them even where the registry allows none).
 */
export type DemoRow<N extends keyof Registry, Filled extends keyof StoredColumns<Registry[N]> = never> = Flatten<
  { id: number } & Omit<StoredColumns<Registry[N], 'value'>, Filled> & {
      [K in Filled]: NonNullable<StoredColumns<Registry[N], 'value'>[K]>;
    }
>;

/** Registry tables by table name. */
export type RegistryTableName = Registry[keyof Registry]['table'];
