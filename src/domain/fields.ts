/**
 * Field specifications: the one description of an entity that the server validates with,
 * the database stores, and the app renders lists and forms from.
 */
export type FieldType =
  | 'string'
  | 'text'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'latitude'
  | 'longitude'
  | 'enum'
  | 'reference'
  | 'password';

export interface FieldSpec {
  type: FieldType;
  /** Polish label shown in list headers and forms. */
  label: string;
  /** Required when a record is created. */
  required?: boolean;
  /** Required on update; defaults to `required`. */
  requiredOnUpdate?: boolean;
  /** For `reference`: the registry name of the referenced resource. */
  reference?: string;
  /** For `reference`: only rows with these column values may be referenced (e.g. TANK tankers). */
  referenceWhere?: Record<string, string | number>;
  /** Message when the referenced row does not exist (or does not match `referenceWhere`). */
  notFoundMessage?: string;
  /** For `enum`: value → Polish label. */
  choices?: Readonly<Record<string, string>>;
  /** For numbers: the step (litres and prices: 0.01): at most that many decimals, always shown (`6,30`). */
  step?: number;
  /** For numbers: the smallest allowed value. */
  min?: number;
  /** For strings: maximal length. */
  maxLength?: number;
  /** For strings: a Polish identifier with a checksum the value must pass when given. */
  identifier?: 'pesel';
  /** No two rows may hold the same value (checked in the write transaction, backed by a unique index). */
  unique?: UniqueRule;
  /** Not accepted in writes: set by the server (e.g. the site of a ride). */
  serverSet?: boolean;
  /** Never returned by the API (passwords). */
  writeOnly?: boolean;
  /** May be passed as `?field=value` to filter lists. */
  filterable?: boolean;
  /** Not a column of the resource's own table: the server's resource-specific code stores it. */
  virtual?: boolean;
  /**
   * Database only: whether the column accepts null, when that differs from `required` (default:
   * null allowed unless required; booleans are never null, absent = 0). E.g. a person's role is
   * required by the API but older rows may lack one; a repair's server-set time is always stored.
   */
  nullable?: boolean;
  /** App only: the create form's initial value (e.g. a fuel place's default coordinates). */
  defaultValue?: string | number | boolean;
  /** App only: the input's placeholder, e.g. "Wybierz role". */
  placeholder?: string;
  /** App only: what a list cell shows when the value is missing, e.g. "Brak danych". */
  emptyText?: string;
}

/** How a field's value is unique among the rows of its table. */
export interface UniqueRule {
  /** Polish message when another row already holds the value. */
  message: string;
  /** Unique only among rows with the same value of this own field (e.g. per site). */
  per?: string;
  /** Compared without spaces and case, e.g. registration numbers (`FZI 13RS` = `fzi13rs`). */
  ignoreSpacesAndCase?: boolean;
}

/** A read-only column joined from a referenced row, e.g. a ride's person_first_name. */
export interface JoinedField {
  /** The local reference field to follow. */
  via: string;
  /** The column of the referenced table. */
  column: string;
  label: string;
  /** App only: what a list cell shows when the referenced row is unknown, e.g. "BRAK ROLI". */
  emptyText?: string;
}

export const DEFAULT_MAX_LENGTH = 255;
