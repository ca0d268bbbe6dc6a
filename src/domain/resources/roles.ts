import { readOnly, REQUIRED } from './shared';
import type { ResourceSpec } from './spec';

export const roles = {
  name: 'roles',
  apiPath: '/api/person-roles',
  table: 'role',
  label: 'Role',
  singular: 'Rola',
  fields: {
    name: { type: 'string', label: 'Nazwa', unique: { message: 'Rola o tej nazwie już istnieje.' }, ...REQUIRED },
    // Whether the job role comes with dashboard access (issue 28 §1: the employee dialog says what it gives).
    is_staff: { type: 'boolean', label: 'Dostęp do panelu', serverSet: true },
  },
  searchFields: ['name'],
  defaultSort: { field: 'name', order: 'ASC' },
  operations: readOnly,
  messages: { createError: '', updateError: '', deleteError: '', listError: 'Brak Ról' },
  notFoundMessage: 'Nie znaleziono roli',
  recordText: ['name'],
} as const satisfies ResourceSpec;
