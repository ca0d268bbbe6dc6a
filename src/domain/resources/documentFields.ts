/**
 * What every document with a validity holds (a machine's and a person's, issue 15 §1): its number,
 * the days it is valid, what it cost, the scan and a note. `days_left` is computed on read; the
 * list colours it inside the warning window.
 */
import { crud, REQUIRED } from './shared';

/**
 * Days before a document's end when the lists start warning, until the server's setting
 * (DOCUMENT_WARNING_DAYS, GET /api/config/) is read; the app hands that to its screens
 * (src/state/appSettings.ts).
 */
export const DOCUMENT_WARNING_DAYS = 30;

export const documentFields = {
  number: { type: 'string', label: 'Numer dokumentu', maxLength: 60 },
  valid_from: { type: 'date', label: 'Ważny od', filterable: true, ...REQUIRED },
  valid_until: {
    type: 'date',
    label: 'Ważny do',
    filterable: true,
    after: { field: 'valid_from', message: 'Data „Ważny do” musi być późniejsza niż „Ważny od”.' },
    ...REQUIRED,
  },
  days_left: {
    type: 'integer',
    label: 'Dni do końca ważności',
    computed: { daysUntil: 'valid_until', warnBelow: DOCUMENT_WARNING_DAYS, warnSetting: 'documentWarningDays' },
  },
  cost: { type: 'money', label: 'Koszt' },
  scan: { type: 'file', label: 'Skan', accept: ['pdf', 'image'], maxFiles: 5 },
  note: { type: 'text', label: 'Uwagi', maxLength: 2000 },
} as const;

/** What a machine's and a person's document list share beyond the fields: order, texts, operations. */
export const documentResource = {
  defaultSort: { field: 'valid_until', order: 'ASC' },
  operations: crud,
  messages: {
    createError: 'Wystąpił błąd podczas dodawania dokumentu',
    updateError: 'Wystąpił błąd podczas edycji dokumentu',
    deleteError: 'Nie udało się usunąć dokumentów.',
  },
  notFoundMessage: 'Nie znaleziono dokumentu',
  recordText: ['number'],
  createLabel: 'Dodaj dokument',
  editLabel: 'Edytuj dokument',
} as const;
