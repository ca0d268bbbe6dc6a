/**
 * The answers of a pre-shift check (issue 30): one row per checklist point, with the point's text
 * as it was asked, "OK" or a fault with its note, and the repair request the fault became.
 */
import { readOnly, REQUIRED } from './shared';
import type { ResourceSpec } from './spec';

export const vehicleCheckAnswers = {
  name: 'vehicle-check-answers',
  apiPath: '/api/vehicle-check-answer',
  table: 'vehicle_check_answer',
  label: 'Odpowiedzi kontroli',
  singular: 'Odpowiedź kontroli',
  siteScoped: true,
  siteVia: 'vehicle_check',
  fields: {
    vehicle_check: { type: 'reference', reference: 'vehicle-checks', label: 'Kontrola', filterable: true, ...REQUIRED },
    point: { type: 'reference', reference: 'checklist-points', label: 'Punkt kontroli', ...REQUIRED },
    label: { type: 'string', label: 'Punkt kontroli', maxLength: 200, ...REQUIRED },
    ok: { type: 'boolean', label: 'OK' },
    note: { type: 'text', label: 'Notatka', maxLength: 2000 },
    repair: { type: 'reference', reference: 'repairs', label: 'Zgłoszenie naprawy', filterable: true },
  },
  columns: ['label', 'ok', 'note'],
  searchFields: ['label', 'note'],
  defaultSort: { field: 'id', order: 'ASC' },
  operations: readOnly,
  messages: { createError: '', updateError: '', deleteError: '' },
  notFoundMessage: 'Nie znaleziono odpowiedzi kontroli',
  recordText: ['label'],
} as const satisfies ResourceSpec;
