/**
 * The README's example of a new simple resource: tools, with a name and a site. In a real change
 * this is the file src/domain/resources/tools.ts, listed in src/domain/resources/index.ts.
 */
import type { ResourceSpec } from '../../src/domain/resources';

export const tools = {
  name: 'tools',
  apiPath: '/api/tool',
  table: 'tool',
  label: 'Narzędzia',
  singular: 'Narzędzie',
  siteScoped: true,
  fields: {
    name: { type: 'string', label: 'Nazwa', required: true },
    site: { type: 'reference', reference: 'sites', label: 'Budowa', filterable: true },
  },
  searchFields: ['name'],
  defaultSort: { field: 'name', order: 'ASC' },
  operations: { create: true, update: true, delete: true },
  messages: {
    createError: 'Wystąpił błąd podczas dodawania narzędzia',
    updateError: 'Wystąpił błąd podczas edycji narzędzia',
    deleteError: 'Nie udało się usunąć narzędzi.',
  },
  notFoundMessage: 'Nie znaleziono narzędzia',
  recordText: ['name'],
  menu: { section: 'site', order: 25 },
  createLabel: 'Dodaj narzędzie',
  editLabel: 'Edytuj narzędzie',
} as const satisfies ResourceSpec;
