/**
 * The history of a repair request (issue 15 §3): one event per changed field — status, assignee,
 * cost, closing note, photos — with who changed it, when, and the value before and after, as the
 * API answers it (GET /api/repair-request/:id/history/) and as the app and the CSV read it.
 */
import { companyDateTime } from '../companyTime';
import { formatMoney } from '../numbers';
import { repairs } from '../resources/repairs';
import { REPAIR_STATUS_LABELS, type RepairStatus } from './workflow';
import { isBlank } from '../validation';

export const REPAIR_HISTORY_FIELDS = ['status', 'assignee', 'cost', 'closing_note', 'photos'] as const;
export type RepairHistoryField = (typeof REPAIR_HISTORY_FIELDS)[number];

/** A person or a file as the history keeps it: the name as it was when the change was made. */
export interface NamedRef {
  id: number;
  name: string;
}

/** A field's value in an event: the status's code, the assignee, złoty, the note, the photos. */
export type RepairHistoryValue = RepairStatus | NamedRef | number | string | NamedRef[] | null;

export interface RepairHistoryEvent {
  id: number;
  repair_request: number;
  field: RepairHistoryField;
  from: RepairHistoryValue;
  to: RepairHistoryValue;
  /** UTC ISO instant of the change. */
  changed_at: string;
  /** The account that made it (null once the account is deleted) and its name at the time. */
  changed_by: number | null;
  changed_by_name: string;
}

/** The Polish label of a history field (the declaration's). */
export const repairHistoryLabel = (field: RepairHistoryField): string => repairs.fields[field].label;

const EMPTY = '—';

/** A value as the history shows it: `Nowe`, `Jan Kowalski`, `1 234,50 zł`, the note, `a.jpg, b.jpg`. */
export function repairHistoryValueText(field: RepairHistoryField, value: RepairHistoryValue): string {
  if (isBlank(value)) return EMPTY;
  switch (field) {
    case 'status':
      return REPAIR_STATUS_LABELS[value as RepairStatus] ?? String(value);
    case 'assignee':
      return (value as NamedRef).name;
    case 'cost':
      return formatMoney(value as number);
    case 'closing_note':
      return String(value);
    case 'photos': {
      const photos = value as NamedRef[];
      return photos.length ? photos.map((photo) => photo.name).join(', ') : EMPTY;
    }
  }
}

/** One event in words: what changed, from what to what, who and when (dd.MM.yyyy HH:mm, company time). */
export function describeRepairEvent(event: RepairHistoryEvent, zone: string) {
  return {
    when: companyDateTime(event.changed_at, zone),
    who: event.changed_by_name,
    what: repairHistoryLabel(event.field),
    from: repairHistoryValueText(event.field, event.from),
    to: repairHistoryValueText(event.field, event.to),
  };
}
