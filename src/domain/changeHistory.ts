/**
 * The change history (issue 16 §2), shared by the server (which records it) and the app (which
 * shows it): what a change event holds and how the changed fields of a record are found.
 */
import { accountsHistorySpec } from './accounts';
import { ANOMALY_TITLES } from './anomalies/reasons';
import { anomalySettingsHistorySpec } from './anomalies/settings';
import { workingHoursHistorySpec } from './sites/workingHours';
import { nightHoursHistorySpec } from './workTime/nightHours';
import { mileageHistorySpec } from './mileage/register';
import { attachmentsHistorySpec } from './attachments';
import type { FieldSpec } from './fields';
import { companyDateTime } from './companyTime';
import { showDay } from './dates';
import { formatFieldNumber, formatMoney } from './numbers';
import { resources, type ResourceName, type ResourceSpec } from './resources';
import { isBlank } from './requiredValues';

/**
 * What was done: besides a record's create, update, delete, archive and restore, an anomaly of a
 * fueling explained or its explanation withdrawn (recorded on the fueling), and every session of
 * an account ended by an administrator (recorded on the account).
 */
export const CHANGE_ACTIONS = [
  'create',
  'update',
  'delete',
  'archive',
  'restore',
  'explain',
  'withdraw_explanation',
  'end_sessions',
  'export_positions',
] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

export const CHANGE_ACTION_LABELS: Record<ChangeAction, string> = {
  create: 'Dodanie',
  update: 'Zmiana',
  delete: 'Usunięcie',
  archive: 'Archiwizacja',
  restore: 'Przywrócenie z archiwum',
  explain: 'Wyjaśnienie anomalii',
  withdraw_explanation: 'Wycofanie wyjaśnienia anomalii',
  end_sessions: 'Zakończenie wszystkich sesji',
  export_positions: 'Eksport pozycji GPS',
};

/** An event's action as the history shows it: "Dodanie", or "Dodanie (import)" for a row an imported file wrote (issue 32 §1). */
export const actionLabel = (event: Pick<ChangeEvent, 'action' | 'source'>): string =>
  `${CHANGE_ACTION_LABELS[event.action] ?? event.action}${event.source === 'import' ? ' (import)' : event.source === 'import_undo' ? ' (cofnięcie importu)' : ''}`;

/** What a secret (a password) is recorded as when it changed: never its value. */
export const SECRET_CHANGED = 'changed';

/** A reference or a file as the history keeps it: its id and the name it had then. */
export interface NamedValue {
  id: number;
  name: string;
}

/** Field name → [old, new] (null: none; a create has old null, a delete new null). */
export type FieldChanges = Record<string, [unknown, unknown]>;

export interface ChangeEvent {
  id: number;
  /** UTC ISO instant. */
  changed_at: string;
  /** The account (null once deleted) and its login at the time. */
  user_id: number | null;
  username: string;
  address: string | null;
  /** The registry resource's name. */
  entity: string;
  record_id: number;
  action: ChangeAction;
  changes: FieldChanges;
  /** `import`: the change came from an imported file (issue 32); null otherwise. */
  source?: string | null;
  /** The import (issue 32 §1) whose rows this change wrote, or whose undoing it was; null otherwise. */
  import_id?: number | null;
}

/** The columns the change history sorts by (`_sort`); newest first without one. */
export const CHANGE_HISTORY_SORT_FIELDS = ['changed_at', 'username', 'entity', 'record_id', 'action'] as const;
export type ChangeHistorySortField = (typeof CHANGE_HISTORY_SORT_FIELDS)[number];

/** A search of the history (docs/api.md "Change history"); dates are company days yyyy-MM-dd. */

export interface ChangeHistoryQuery {
  entity?: string;
  record?: number;
  user?: number;
  q?: string;
  date_from?: string;
  date_to?: string;
}

/** The history's API paths. */
export const CHANGE_HISTORY_PATH = '/api/history/';
export const CHANGE_HISTORY_CSV_PATH = '/api/history/export/';

type Row = Record<string, unknown>;

/** The joined display column through a reference field (e.g. vehicle → vehicle_name), if declared. */
function nameColumnOf(spec: ResourceSpec, field: string): string | undefined {
  return Object.entries(spec.joined ?? {}).find(([, joined]) => joined.via === field)?.[0];
}

/**
 * A field's value as the history keeps it: a reference with its joined name, files as id and
 * name, everything else as the API answers it. Names are kept because the row they name may be
 * renamed or deleted later; the history says what it was then.
 */
export function historyValue(spec: ResourceSpec, field: string, row: Row | undefined): unknown {
  if (!row) return null;
  const value = row[field] ?? null;
  const type = spec.fields[field].type;
  if (type === 'file' && Array.isArray(value)) return value.map(({ id, name }: NamedValue) => ({ id, name }));
  if (type === 'reference' && typeof value === 'number') {
    const nameColumn = nameColumnOf(spec, field);
    const name = nameColumn ? row[nameColumn] : undefined;
    return typeof name === 'string' ? { id: value, name } : value;
  }
  return value;
}

/** The fields a history records: stored or virtual values, never computed ones or secrets. */
const recordedFields = (spec: ResourceSpec) =>
  Object.entries(spec.fields)
    .filter(([, field]) => !field.computed && field.type !== 'password' && !field.writeOnly)
    .map(([name]) => name);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between a record before and after a write (a create: before undefined;
 * a delete: after undefined), each as [old, new]; `secretsChanged` names secrets written (a new
 * password), recorded only as changed.
 */
export function fieldChanges(spec: ResourceSpec, before: Row | undefined, after: Row | undefined, secretsChanged: readonly string[] = []): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of recordedFields(spec)) {
    const [from, to] = [historyValue(spec, field, before), historyValue(spec, field, after)];
    if (!same(from, to)) changes[field] = [from, to];
  }
  for (const secret of secretsChanged) changes[secret] = [null, SECRET_CHANGED];
  return changes;
}

/** What a password change is shown as. */
export const SECRET_CHANGED_TEXT = 'zmienione';
/** An empty value in the history. */
export const NO_VALUE_TEXT = '—';

const isNamed = (value: unknown): value is NamedValue => typeof value === 'object' && value !== null && 'name' in value;

/**
 * A recorded value as the lists show it: Tak/Nie, choices by label, money `1 234,50 zł`,
 * dates dd.MM.yyyy, date-times dd.MM.yyyy HH:mm in company time, names of references and files.
 */
export function formatHistoryValue(field: FieldSpec | undefined, value: unknown, zone: string): string {
  if (isBlank(value)) return NO_VALUE_TEXT;
  if (field?.type === 'password') return SECRET_CHANGED_TEXT;
  if (Array.isArray(value)) return value.length ? value.map((item) => formatHistoryValue(field, item, zone)).join(', ') : NO_VALUE_TEXT;
  if (isNamed(value)) return value.name;
  if (typeof value === 'boolean') return value ? 'Tak' : 'Nie';
  if (field?.type === 'enum' && field.choices) return field.choices[String(value)] ?? String(value);
  if (typeof value === 'number' && field) {
    if (field.type === 'money') return formatMoney(value);
    if (field.type === 'reference' || field.type === 'references') return `#${value}`;
    return formatFieldNumber(field, value);
  }
  if (field?.type === 'datetime') return companyDateTime(value, zone) || String(value);
  if (field?.type === 'date' && typeof value === 'string') return showDay(value);
  return String(value);
}

/**
 * What some events record beside their entity's fields: an anomaly explained on its fueling (the
 * rule, and the note before and after), a batch of location points (one event per batch: how
 * many, the first and last point's time).
 */
export const EVENT_FIELDS = {
  anomaly: { type: 'enum', label: 'Anomalia', choices: ANOMALY_TITLES },
  explanation: { type: 'text', label: 'Wyjaśnienie' },
  points: { type: 'integer', label: 'Punkty lokalizacji' },
  first_at: { type: 'datetime', label: 'Pierwszy punkt' },
  last_at: { type: 'datetime', label: 'Ostatni punkt' },
  // An export of a person's positions (issue 31 §5): the company days it covered.
  positions_from: { type: 'date', label: 'Pozycje od' },
  positions_to: { type: 'date', label: 'Pozycje do' },
} as const satisfies Record<string, FieldSpec>;

/** A recorded field's declaration: its entity's, or an event's own (undefined when neither has it any more). */
const historyField = (spec: ResourceSpec | undefined, field: string): FieldSpec | undefined =>
  spec?.fields[field] ?? (Object.hasOwn(EVENT_FIELDS, field) ? EVENT_FIELDS[field as keyof typeof EVENT_FIELDS] : undefined);

/** A field's label in its resource's declaration (its name when the declaration no longer has it). */
export const historyFieldLabel = (spec: ResourceSpec | undefined, field: string): string => historyField(spec, field)?.label ?? field;

/** One recorded field as shown: its label, and `old → new` (a value both sides share, as the rule an explanation is of, once). */
export interface ChangeLine {
  field: string;
  label: string;
  text: string;
}

export function changeLines(spec: ResourceSpec | undefined, changes: FieldChanges, zone: string): ChangeLine[] {
  return Object.entries(changes).map(([field, [from, to]]) => {
    const declared = historyField(spec, field);
    const text = same(from, to)
      ? formatHistoryValue(declared, to, zone)
      : `${formatHistoryValue(declared, from, zone)} → ${formatHistoryValue(declared, to, zone)}`;
    return { field, label: historyFieldLabel(spec, field), text };
  });
}

/** The changed fields as one line: `Nazwa: Piasek → Żwir; Cena: 10,00 zł → 12,00 zł`. */
export const describeChanges = (spec: ResourceSpec | undefined, changes: FieldChanges, zone: string): string =>
  changeLines(spec, changes, zone)
    .map(({ label, text }) => `${label}: ${text}`)
    .join('; ');

/**
 * Recorded entities that are no registry resource: their changes are written by their own routes
 * (accounts' rights, the company's anomaly thresholds, uploaded files).
 */
const entitiesOutsideRegistry: Record<string, ResourceSpec> = {
  accounts: accountsHistorySpec,
  'anomaly-settings': anomalySettingsHistorySpec,
  attachments: attachmentsHistorySpec,
  'working-hours': workingHoursHistorySpec,
  'night-hours': nightHoursHistorySpec,
  'mileage-register': mileageHistorySpec,
};

/** Every kind of record the history holds (the history page's filter). */
export const historyEntities = (): ResourceSpec[] => [...Object.values(resources), ...Object.values(entitiesOutsideRegistry)];

/** The declaration of a recorded entity (undefined for a name the registry no longer has). */
export const historySpec = (entity: string): ResourceSpec | undefined =>
  Object.hasOwn(resources, entity)
    ? resources[entity as ResourceName]
    : Object.hasOwn(entitiesOutsideRegistry, entity)
      ? entitiesOutsideRegistry[entity]
      : undefined;

/** The history's CSV columns (server export and demo alike). */
export const CHANGE_HISTORY_CSV_HEADERS = ['Kiedy', 'Kto', 'Adres', 'Rodzaj', 'Id rekordu', 'Działanie', 'Zmiany'] as const;

/** One change as the CSV's cells: company time, the record's kind by its singular, the changes as one line. */
export function changeEventCells(event: ChangeEvent, zone: string): string[] {
  const spec = historySpec(event.entity);
  return [
    companyDateTime(event.changed_at, zone),
    event.username,
    event.address ?? '',
    spec?.singular ?? event.entity,
    String(event.record_id),
    actionLabel(event),
    describeChanges(spec, event.changes, zone),
  ];
}

/** The CSV's file name: `historia_zmian_wszystkie.csv`, or with the days asked. */
export const CHANGE_HISTORY_FILE_NAME = 'historia_zmian';
