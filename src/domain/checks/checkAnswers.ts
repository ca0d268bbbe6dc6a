/**
 * A pre-shift check's answers (issue 30), pure: every active point of the machine type's checklist
 * answered once, "OK" or "Usterka"; a fault needs a note (its photos go with it). Polish messages
 * under `points` or `points.<index>.<field>`, as the field app shows them.
 */
import type { FieldErrors } from '../validation';

export interface ChecklistPoint {
  id: number;
  label: string;
}

export interface CheckAnswer {
  point: number;
  ok: boolean;
  note?: string | null;
  photos?: number[];
}

export const checkMessages = {
  noChecklist: 'Dla tego typu maszyny nie ma listy kontrolnej. Poproś administratora o jej przygotowanie.',
  unanswered: (labels: string[]) => `Odpowiedz na każdy punkt listy kontrolnej. Brak odpowiedzi: ${labels.join(', ')}.`,
  unknownPoint: 'Tego punktu nie ma na liście kontrolnej tej maszyny.',
  twice: 'Na ten punkt odpowiedziano już wyżej.',
  faultNote: 'Opisz usterkę: notatka jest wymagana.',
  photosOnOk: 'Zdjęcia dołącza się tylko do usterki.',
  vehicleRequired: 'Wybierz maszynę.',
};

/** The errors of the answers given the checklist (empty when they may be stored). */
export function checkAnswerErrors(checklist: readonly ChecklistPoint[], answers: readonly CheckAnswer[]): FieldErrors {
  const errors: FieldErrors = {};
  if (checklist.length === 0) return { points: [checkMessages.noChecklist] };
  const known = new Set(checklist.map((point) => point.id));
  const seen = new Set<number>();
  answers.forEach((answer, index) => {
    if (!known.has(answer.point)) errors[`points.${index}.point`] = [checkMessages.unknownPoint];
    else if (seen.has(answer.point)) errors[`points.${index}.point`] = [checkMessages.twice];
    seen.add(answer.point);
    if (!answer.ok && (answer.note ?? '').trim() === '') errors[`points.${index}.note`] = [checkMessages.faultNote];
    if (answer.ok && answer.photos?.length) errors[`points.${index}.photos`] = [checkMessages.photosOnOk];
  });
  const missing = checklist.filter((point) => !seen.has(point.id));
  if (missing.length) errors.points = [checkMessages.unanswered(missing.map((point) => `„${point.label}”`))];
  return errors;
}

/** The check's faults as one text: "Światła: przepalona żarówka; Gaśnica: brak". */
export const faultSummary = (faults: ReadonlyArray<{ label: string; note: string }>): string | null =>
  faults.length ? faults.map((fault) => `${fault.label}: ${fault.note.trim()}`).join('; ') : null;

/** The repair request a fault becomes: its description. */
export const faultRepairNote = (label: string, note: string): string => `${label}: ${note.trim()}`;
