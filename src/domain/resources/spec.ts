/**
 * What a resource declaration holds (src/domain/resources/<name>.ts): the server builds its
 * table's CRUD routes, validation and OpenAPI from it, the migration generator its table, and the
 * app its menu, lists, dialogs and toasts.
 */
import type { FieldSpec, JoinedField } from '../fields';

export interface ResourceMessages {
  createPending?: string;
  createSuccess?: string;
  createError: string;
  updatePending?: string;
  updateSuccess?: string;
  updateError: string;
  deletePending?: string;
  deleteSuccess?: string;
  deleteError: string;
  /** Delete dialog text. */
  deleteConfirm?: string;
  /** App only: shown instead of the rows when the list fails to load, and by inputs choosing from it. */
  listError?: string;
}

/** App only: one list column showing several fields as one text, e.g. a driver's first and last name. */
export interface CombinedColumnSpec {
  name: string;
  label: string;
  /** Own or joined fields, shown joined by spaces. */
  combine: readonly string[];
  /** The field the column sorts by. */
  sortBy: string;
  /** Shown when every combined field is empty. */
  emptyText?: string;
}

/** App only: references looked up right before a save (spec §5 "not found" rules). */
export interface ReferenceCheck {
  fields: readonly string[];
  /** The spec skips the save silently: the app sends nothing and shows the not-found message as a warning, not an error. */
  silent?: boolean;
}

export interface ResourceSpec {
  /** Registry, react-admin resource, app route and src/resources folder name. */
  name: string;
  /** API path without trailing slash, e.g. /api/material. */
  apiPath: string;
  /** Database table. */
  table: string;
  /** Polish plural name (menu, titles). */
  label: string;
  /** Polish singular name. */
  singular: string;
  /** List takes the selected site as `?site=`. */
  siteScoped?: boolean;
  /**
   * A site-scoped resource without a site of its own: a row belongs to the site of the row this
   * reference field points at (a tanker fueling to its tanker's site).
   */
  siteVia?: string;
  /** The datetime field `date_from`/`date_to` filter on (lists, exports) when a client sends them. */
  dateField?: string;
  /** The app's list follows the shared date range (spec: rides, work days); others list all dates. */
  dateScoped?: boolean;
  /** Writable and stored columns (id excluded). */
  fields: Record<string, FieldSpec>;
  /** Read-only display columns joined from referenced rows. */
  joined?: Record<string, JoinedField>;
  /** Columns `q` searches (own or joined). */
  searchFields: readonly string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Two reference fields that may not point at the same row (a tanker cannot fuel itself). */
  distinctFields?: { fields: readonly [string, string]; message: string };
  /**
   * Fields of which at least one must be given (exactly one with `exactlyOne`), checked on the row
   * as it will be stored; the message shows under the group's first field (a service plan is for
   * a vehicle or a vehicle type, with at least one interval).
   */
  fieldGroups?: ReadonlyArray<{ fields: readonly string[]; exactlyOne?: boolean; message: string }>;
  /** Fields required while another (a boolean) is true (a vehicle's mileage register needs its start date). */
  requiredWhen?: ReadonlyArray<{ field: string; when: string; message: string }>;
  /** The CSV export of the resource's screen (spec §7). */
  csvExport?: CsvExportSpec;
  /**
   * Rows can be archived instead of deleted and restored (issue 16 §3, src/domain/archive.ts): the
   * table gets a nullable `archived_at`, lists hide archived rows unless `?archived=` asks, and a
   * new reference to an archived row is refused.
   */
  archivable?: boolean;
  /**
   * Read and written by administrators only (lists, rows, exports; its menu entry shown only to
   * them): rows that hold secrets, e.g. the GPS devices' identifiers.
   */
  administratorsOnly?: boolean;
  /**
   * The fields naming the same thing in an imported file (issue 32 §1): a file's row whose values
   * of these fields an existing row holds (compared as their `unique` rule compares) changes that
   * row instead of adding one. Without it, every row of a file is added.
   */
  importKey?: readonly string[];
  /**
   * The key of a file's row that lacks a value of `importKey` (employees: PESEL, else the login).
   * A field of a key that is not a column of the table (an employee's login) is found by the
   * resource's own writer (server/crud/recordWriter.ts) and may be imported although virtual.
   */
  importKeyFallback?: readonly string[];
  /** Which generic operations the API offers. */
  operations: { create: boolean; update: boolean; delete: boolean };
  messages: ResourceMessages;
  /** Message when a referenced row of this resource is missing. */
  notFoundMessage: string;
  /** Display text of a row, used in selects. */
  recordText: readonly string[];
  /** App only: the side-menu entry of the resource's screen (none = no entry). */
  menu?: ResourceMenuEntry;
  /** App only: label of the add button and add dialog, e.g. "Dodaj materiał". */
  createLabel?: string;
  /** App only: title of the add dialog when it differs from `createLabel` ("Dodaj Pracownika"). */
  createTitle?: string;
  /** App only: title of the edit dialog, e.g. "Edytuj materiał". */
  editLabel?: string;
  /** App only: submit of the edit dialog when it differs from `editLabel` ("Edytuj pracownika"). */
  editSubmit?: string;
  /** App only: list columns in screen order (own or joined field names); default: derived from the fields. */
  columns?: ReadonlyArray<string | CombinedColumnSpec>;
  /** App only: the dialog's inputs in order; default: the writable fields (a site-scoped one takes the selected site). */
  form?: readonly string[];
  /** App only: references that must still exist when a record is saved. */
  referenceChecks?: { create?: ReferenceCheck; update?: ReferenceCheck };
  /** App only: the dialog picks latitude and longitude on a map as well as typed. */
  mapPicker?: boolean;
  /** App only: lists preloaded with this screen's list (what its dialog chooses from). */
  prefetch?: readonly string[];
}

/** What a CSV export file is called and, when it holds other rows than the screen, what it holds. */
export interface CsvExportSpec {
  /** The export's URL (spec §7), e.g. `/api/vehicle/export/`. */
  path: string;
  /** Plain-ASCII Polish name the file starts with, e.g. `przejazdy` (then the date range). */
  fileName: string;
  /**
   * The file's columns in order: an own or joined field (header: its label; cell by its type:
   * numbers as numbers, date-times on the company clock, enums by their Polish label, the field's
   * `emptyText` when empty), a combined column, or a part of a date-time or a duration.
   */
  columns: ReadonlyArray<string | CombinedColumnSpec | CsvColumnSpec>;
  /** App only: said beside the export button when the file differs from the list on screen. */
  note?: string;
}

/** A CSV column computed from date-time fields. */
export type CsvColumnSpec =
  /** Only the day (`dd.MM.yyyy`) or only the time (`HH:mm`) of a date-time; header: `label` or the field's. */
  | { field: string; show: 'date' | 'time'; label?: string }
  /** Minutes from one date-time to another (`85,5`: a number a spreadsheet sums), empty while the second is missing. */
  | { name: string; label: string; duration: readonly [string, string] };

/** Where a screen sits in the app's side menu (spec §2 "Dashboard layout"). */
export interface ResourceMenuEntry {
  /** `always`: shown at all times; `site`: shown only while a site is selected. */
  section: 'always' | 'site';
  /** Position within the section; custom pages use the same scale. */
  order: number;
  /** The entry's icon: a name the app's menu icon map (src/registry-ui/menuIcons.ts) knows. */
  icon?: MenuIconName;
}

/** Icons a menu entry may declare (Material icons; the app maps each name to its component). */
export const MENU_ICON_NAMES = [
  'AccessTime',
  'Agriculture',
  'Apartment',
  'Badge',
  'Build',
  'Checklist',
  'Description',
  'Engineering',
  'EvStation',
  'FactCheck',
  'Factory',
  'Handshake',
  'Inventory',
  'Inventory2',
  'LocalGasStation',
  'LocalShipping',
  'Map',
  'People',
  'Place',
  'PropaneTank',
  'Receipt',
  'Route',
  'Schedule',
  'Speed',
  'Straighten',
  'Warning',
] as const;
export type MenuIconName = (typeof MENU_ICON_NAMES)[number];
