/**
 * Checklists (issue 30, "Listy kontrolne"): the points of a pre-shift check per vehicle type, in
 * their order; an inactive point is kept (older checks name it) but no longer asked. Company-wide:
 * only an administrator changes them.
 */
import { vehicleTypeLabels } from '../vehicleTypes';
import { crud, REQUIRED } from './shared';
import type { ResourceSpec } from './spec';

export const checklistPoints = {
  name: 'checklist-points',
  apiPath: '/api/checklist-point',
  table: 'checklist_point',
  label: 'Listy kontrolne',
  singular: 'Punkt listy kontrolnej',
  fields: {
    vehicle_type: { type: 'enum', label: 'Typ pojazdu', choices: vehicleTypeLabels, filterable: true, ...REQUIRED },
    label: { type: 'string', label: 'Punkt kontroli', maxLength: 200, ...REQUIRED },
    position: { type: 'integer', label: 'Kolejność', min: 0, max: 1000, ...REQUIRED },
    active: { type: 'boolean', label: 'Aktywny', defaultValue: true, filterable: true },
  },
  columns: ['vehicle_type', 'position', 'label', 'active'],
  searchFields: ['label'],
  defaultSort: { field: 'vehicle_type', order: 'ASC' },
  operations: crud,
  messages: {
    createError: 'Wystąpił błąd podczas dodawania punktu listy kontrolnej',
    updateError: 'Wystąpił błąd podczas edycji punktu listy kontrolnej',
    deleteError: 'Nie udało się usunąć punktów listy kontrolnej.',
  },
  notFoundMessage: 'Nie znaleziono punktu listy kontrolnej',
  recordText: ['label'],
  menu: { section: 'always', order: 45, icon: 'Checklist' },
  createLabel: 'Dodaj punkt kontroli',
  editLabel: 'Edytuj punkt kontroli',
} as const satisfies ResourceSpec;
