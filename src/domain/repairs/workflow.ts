/**
 * The repair request workflow (issue 15 §3): statuses, the transitions allowed between them, and
 * the rules a change must keep (a request is closed only with a closing note). Pure, so the
 * server refuses with the same Polish messages that the app and the fake backend give.
 */
import type { FieldErrors } from '../fieldErrors';

export const REPAIR_STATUSES = ['nowe', 'w_trakcie', 'zakonczone', 'odrzucone'] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

/** Polish labels, in the workflow's order (the enum's choices in the declaration). */
export const REPAIR_STATUS_LABELS = {
  nowe: 'Nowe',
  w_trakcie: 'W trakcie',
  zakonczone: 'Zakończone',
  odrzucone: 'Odrzucone',
} as const satisfies Record<RepairStatus, string>;

/** The status every request starts with (and existing rows were given by the migration). */
export const INITIAL_REPAIR_STATUS: RepairStatus = 'nowe';

/**
 * Where a request may go from each status: new → in progress → done; a new or started request may
 * be rejected. Done and rejected requests are closed for good (a new request is sent instead).
 */
export const NEXT_REPAIR_STATUSES: Readonly<Record<RepairStatus, readonly RepairStatus[]>> = {
  nowe: ['w_trakcie', 'odrzucone'],
  w_trakcie: ['zakonczone', 'odrzucone'],
  zakonczone: [],
  odrzucone: [],
};

/** The statuses a request in `from` may be given: its own (no change) and the allowed next ones. */
export const reachableRepairStatuses = (from: RepairStatus): RepairStatus[] => [from, ...NEXT_REPAIR_STATUSES[from]];

export const isClosedStatus = (status: RepairStatus): boolean => status === 'zakonczone' || status === 'odrzucone';

/** What the workflow changes of a request (cost in złoty; photos are checked by the attachments). */
export interface RepairWorkflowState {
  status: RepairStatus;
  assignee: number | null;
  cost: number | null;
  closing_note: string | null;
}

export const repairWorkflowMessages = {
  transition: (from: RepairStatus, to: RepairStatus) => {
    const next = NEXT_REPAIR_STATUSES[from];
    return next.length
      ? `Nie można zmienić statusu z „${REPAIR_STATUS_LABELS[from]}” na „${REPAIR_STATUS_LABELS[to]}”: ze statusu „${REPAIR_STATUS_LABELS[from]}” można przejść tylko do: ${next.map((status) => REPAIR_STATUS_LABELS[status]).join(', ')}.`
      : `Nie można zmienić statusu z „${REPAIR_STATUS_LABELS[from]}” na „${REPAIR_STATUS_LABELS[to]}”: zgłoszenie jest już zamknięte.`;
  },
  closingNote: 'Podaj notatkę zamykającą: bez niej zgłoszenia nie można zamknąć.',
  nothingChanged: 'Nie podano żadnej zmiany.',
};

const blank = (text: string | null | undefined) => text === null || text === undefined || text.trim() === '';

/**
 * The Polish errors of a change (empty when it may be stored): a status the current one may not
 * go to, or a request that would be closed (or stay closed) without a closing note.
 */
export function repairChangeErrors(current: RepairWorkflowState, change: Partial<RepairWorkflowState>): FieldErrors {
  const errors: FieldErrors = {};
  const status = change.status ?? current.status;
  if (change.status !== undefined && change.status !== current.status && !NEXT_REPAIR_STATUSES[current.status].includes(change.status)) {
    errors.status = [repairWorkflowMessages.transition(current.status, change.status)];
  }
  const note = change.closing_note !== undefined ? change.closing_note : current.closing_note;
  if (isClosedStatus(status) && blank(note) && (change.status !== undefined || change.closing_note !== undefined)) {
    errors.closing_note = [repairWorkflowMessages.closingNote];
  }
  return errors;
}
