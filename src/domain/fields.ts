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
  | 'password'
  /** Exact amount in złoty, two decimals; stored as whole grosze (BIGINT) on both databases. */
  | 'money'
  /** Exact decimal with `scale` places; stored as a whole number of 10^-scale units (BIGINT). */
  | 'decimal'
  /** Several rows of `reference`, kept in a join table `<table>_<field>`; the API value is an id array. */
  | 'references'
  /** Attachments (files stored in the database, see server/attachments); the API value is an array of `AttachmentRef`. */
  | 'file'
  /** A site's boundary: a polygon or a corridor written as text (src/domain/sites/boundary.ts); stored as that text. */
  | 'boundary';

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
  /**
   * For numbers: the decimals lists and cards show, the value rounded to them (odometers and
   * engine hours: 0, "123 457"); forms and CSV files keep the value as stored.
   */
  shownDecimals?: number;
  /** For numbers: the smallest allowed value. */
  min?: number;
  /**
   * For numbers: at most a column of the row one of this row's references points at (a tanker's
   * stock count at most the tanker's capacity: `{ via: 'tanker', column: 'fuel_capacity' }`).
   * Checked by the server on the row as it will be stored; in `message`, `{max}` stands for the
   * bound written as numbers are (`8 000`).
   */
  atMostOf?: { via: string; column: string; message: string };
  /** For strings: maximal length. */
  maxLength?: number;
  /** For numbers, money and decimals: the largest allowed value (money without one: 100 000 000 zł; money's `min` defaults to 0). */
  max?: number;
  /** For `decimal`: places after the comma (money: always 2). */
  scale?: number;
  /** For strings: a named format the value must pass when given (checksums for NIP, REGON, PESEL). */
  identifier?: NamedValidator;
  /** For strings: a regular expression (whole value) and the Polish message when it does not match. */
  pattern?: { regex: string; message: string };
  /**
   * For dates and date-times: the value must be later than (or the same as, `orSame`) this own
   * field's; checked by the form on the values given and by the server on the row as it will be
   * stored (so an update changing either side alone is checked too). The message shows under this field.
   */
  after?: { field: string; message: string; orSame?: boolean };
  /**
   * For references: the referenced row must belong to the same site as this row (the row's `site`
   * field, or its `siteVia` row's site); the Polish message when it does not. Referenced rows
   * without a site (company-wide ones) are allowed; so is anything for a row without a site.
   */
  sameSite?: { message: string };
  /** For `file`: what may be attached (checked by the file's content) and how many files. */
  accept?: readonly ('image' | 'pdf')[];
  /** For `file`: at most this many files (default 1). */
  maxFiles?: number;
  /** No two rows may hold the same value (checked in the write transaction, backed by a unique index). */
  unique?: UniqueRule;
  /** Not accepted in writes: set by the server (e.g. the site of a ride). */
  serverSet?: boolean;
  /** Never returned by the API (passwords). */
  writeOnly?: boolean;
  /** May be passed as `?field=value` to filter lists. */
  filterable?: boolean;
  /**
   * Read-only, computed when read (never stored or written): e.g. days until a date field, with a
   * warning colour below a threshold. Declared with `type: 'integer'`.
   */
  computed?: ComputedSpec;
  /**
   * Read-only (declare `type: 'string'`, `virtual`, `serverSet`): the Polish names of the mandatory
   * document kinds whose latest document has ended, joined by ", "; null when none (issue 15 §1,
   * server/crud/expiredDocuments.ts). The list shows it as a red chip.
   */
  expiredDocuments?: ExpiredDocumentsRule;
  /**
   * Read-only (declare `type: 'string'`, `virtual`, `serverSet`) on vehicles: when the vehicle's
   * last pre-shift check found a fault whose repair request is not closed yet, the Polish mark
   * naming the check's day and its open faults; null otherwise (issue 30, server/checks). The
   * list shows it as a chip.
   */
  openCheckFaults?: boolean;
  /** Not a column of the resource's own table: the server's resource-specific code stores it. */
  virtual?: boolean;
  /**
   * Whether the column accepts null, when that differs from `required` (default: null allowed
   * unless required; booleans are never null, absent = 0 — a boolean with `nullable: true` is
   * tri-state: tak / nie / brak, absent = null). E.g. a person's role is
   * required by the API but older rows may lack one; a repair's server-set time is always stored.
   */
  nullable?: boolean;
  /**
   * App only: the create form proposes a value of its own each time it opens: `secret`, 24 random
   * letters and digits (a GPS device's identifier).
   */
  proposed?: 'secret';
  /** App only: the create form's initial value (e.g. a fuel place's default coordinates). */
  defaultValue?: string | number | boolean;
  /** App only: the input's placeholder, e.g. "Wybierz role". */
  placeholder?: string;
  /** App only: what a list cell shows when the value is missing, e.g. "Brak danych". */
  emptyText?: string;
}

/**
 * Named formats (src/domain/identifiers.ts), each stored in one form whatever was typed: `pesel` as
 * its 11 digits; `nip` as 10 digits (dashes, spaces, a `PL` prefix accepted); `regon` as 9 or 14
 * digits; `email` as typed; `phone` (Polish, 9 digits, optional +48) as `+48 600 100 200`, a landline as `+48 42 630 11 22`; `plate`
 * upper case, with the one space after the district when typed with one (`FZI 13RS`); `registration`
 * (a machine's number, any layout) upper case with single spaces (`fz 1234a` → `FZ 1234A`).
 */
export type NamedValidator = 'pesel' | 'nip' | 'regon' | 'email' | 'phone' | 'plate' | 'registration';

/** A column computed when a row is read. */
export type ComputedSpec =
  /** Whole company days (Europe/Warsaw) from today until the date field (negative once past); null while it is empty. */
  {
    daysUntil: string;
    warnBelow?: number;
    /** The app's setting that replaces `warnBelow` once the server's settings are read (documents: DOCUMENT_WARNING_DAYS). */
    warnSetting?: 'documentWarningDays';
  };

/** Which documents a row must hold valid (issue 15 §1). */
export interface ExpiredDocumentsRule {
  /** The documents' resource, e.g. `vehicle-documents`; its `kind` enum names the kinds. */
  resource: string;
  /** Its reference field pointing at the row. */
  via: string;
  /** Kinds every row must hold. */
  kinds: readonly string[];
  /**
   * Kinds only some rows must hold: those whose reference `field` points at a row whose `column`
   * contains `contains` (case-insensitive), e.g. the licence of people whose role is a driver's.
   */
  kindsWhen?: { kinds: readonly string[]; field: string; table: string; column: string; contains: string };
}

/** A stored file as the API returns it in a `file` field (writes send the ids). */
export interface AttachmentRef {
  id: number;
  name: string;
  size: number;
  /** MIME type found from the content. */
  type: string;
  /** Image attachments have a thumbnail at `/api/attachments/<id>/thumbnail`. */
  thumbnail: boolean;
}

/** How a field's value is unique among the rows of its table. */
export interface UniqueRule {
  /** Polish message when another row already holds the value. */
  message: string;
  /** Unique only among rows with the same value of this own field (e.g. per site). */
  per?: string;
  /** Unique together with these own fields (a composite key); the message names the clash. */
  with?: readonly string[];
  /** Compared without spaces and case, e.g. registration numbers (`FZI 13RS` = `fzi13rs`). */
  ignoreSpacesAndCase?: boolean;
  /** Compared without letter case, Polish letters too, e.g. names (`Łódź Opony` = `ŁÓDŹ opony`). */
  ignoreCase?: boolean;
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

/**
 * Whether a field is a column of its resource's own table: not virtual (stored by resource code),
 * not a multi-reference (a join table) or a file (attachments), not computed when read.
 */
export const hasColumn = (field: FieldSpec): boolean => !field.virtual && field.type !== 'references' && field.type !== 'file' && !field.computed;
