/**
 * A person's documents with a validity (issue 15 §1): driving licence categories, qualification
 * certificates, UDT operator licences, the medical check. A document belongs to its person's site.
 */
import { person, REQUIRED } from './shared';
import { documentFields, documentResource } from './documentFields';
import type { ResourceSpec } from './spec';

export const employeeDocumentKinds = {
  licence: 'Prawo jazdy',
  qualification: 'Świadectwo kwalifikacji',
  udt_operator: 'Uprawnienia UDT',
  medical: 'Badanie lekarskie',
  other: 'Inny',
} as const;

export const employeeDocuments = {
  name: 'employee-documents',
  apiPath: '/api/employee-document',
  table: 'employee_document',
  label: 'Dokumenty pracowników',
  singular: 'Dokument pracownika',
  siteScoped: true,
  siteVia: 'person',
  fields: {
    person: person({ ...REQUIRED }),
    kind: { type: 'enum', label: 'Rodzaj', choices: employeeDocumentKinds, filterable: true, ...REQUIRED },
    categories: { type: 'string', label: 'Kategorie / zakres', maxLength: 60 },
    ...documentFields,
  },
  joined: {
    person_first_name: { via: 'person', column: 'first_name', label: 'Imię' },
    person_last_name: { via: 'person', column: 'last_name', label: 'Nazwisko' },
  },
  columns: ['person_first_name', 'person_last_name', 'kind', 'categories', 'number', 'valid_until', 'days_left', 'cost', 'scan'],
  searchFields: ['number', 'person_last_name', 'categories', 'note'],
  ...documentResource,
  csvExport: {
    path: '/api/employee-document/export/',
    fileName: 'dokumenty-pracownikow',
    columns: ['person_first_name', 'person_last_name', 'kind', 'categories', 'number', 'valid_from', 'valid_until', 'days_left', 'cost', 'note'],
  },
  menu: { section: 'site', order: 13, icon: 'Badge' },
} as const satisfies ResourceSpec;
