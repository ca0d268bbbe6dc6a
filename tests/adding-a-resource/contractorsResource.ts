/**
 * The proof that every field type and rule of the registry comes with a new resource: contractors
 * (Kontrahenci), the subcontractors' declaration (src/domain/resources/subcontractors.ts, which
 * uses them all) under a new name, table, API path, labels, menu entry and CSV file. Its fields
 * are that declaration's own, not written again, so a type or rule added there is proved here too.
 */
import type { ResourceSpec } from '../../src/domain/resources';
import { subcontractors } from '../../src/domain/resources/subcontractors';

export const contractors = {
  ...subcontractors,
  name: 'contractors',
  apiPath: '/api/contractor',
  table: 'contractor',
  label: 'Kontrahenci',
  singular: 'Kontrahent',
  messages: {
    createError: 'Wystąpił błąd podczas dodawania kontrahenta',
    updateError: 'Wystąpił błąd podczas edycji kontrahenta',
    deleteError: 'Nie udało się usunąć kontrahentów.',
  },
  notFoundMessage: 'Nie znaleziono kontrahenta',
  csvExport: { ...subcontractors.csvExport, path: '/api/contractor/export/', fileName: 'kontrahenci' },
  menu: { section: 'site', order: 26, icon: 'Factory' },
  createLabel: 'Dodaj kontrahenta',
  editLabel: 'Edytuj kontrahenta',
} as const satisfies ResourceSpec;
