/**
 * Traccar tokens ("Tokeny Traccar", issue 31 §2): what a company's Traccar server sends (through
 * `forward.header` and `event.forward.header`, as `Authorization: Bearer <token>`) when it
 * forwards positions and events to `/api/traccar/positions` and `/api/traccar/events`. Proposed at
 * random by the dialog, long, shown to administrators only (the whole resource is theirs), and
 * revoked by switching it off or deleting it: a request with a revoked token is refused (401).
 */
import { crud, REQUIRED } from './shared';
import type { ResourceSpec } from './spec';

/** 24–128 letters, digits, "-" and "_". */
export const TRACCAR_TOKEN_PATTERN = '^[A-Za-z0-9_-]{24,128}$';

export const traccarTokens = {
  name: 'traccar-tokens',
  apiPath: '/api/traccar-token',
  table: 'traccar_token',
  label: 'Tokeny Traccar',
  singular: 'Token Traccar',
  administratorsOnly: true,
  fields: {
    name: { type: 'string', label: 'Nazwa', maxLength: 80, unique: { ignoreCase: true, message: 'Token o tej nazwie już istnieje.' }, ...REQUIRED },
    token: {
      type: 'string',
      label: 'Token',
      proposed: 'secret',
      pattern: { regex: TRACCAR_TOKEN_PATTERN, message: 'Nieprawidłowy token: od 24 do 128 znaków (litery, cyfry, „-” i „_”).' },
      unique: { message: 'Taki token już istnieje.' },
      ...REQUIRED,
    },
    active: { type: 'boolean', label: 'Aktywny', defaultValue: true, filterable: true },
    last_used_at: { type: 'datetime', label: 'Ostatnio użyty', serverSet: true },
  },
  searchFields: ['name'],
  defaultSort: { field: 'name', order: 'ASC' },
  operations: crud,
  messages: {
    createError: 'Wystąpił błąd podczas dodawania tokenu',
    updateError: 'Wystąpił błąd podczas aktualizacji tokenu',
    deleteError: 'Nie udało się usunąć tokenów.',
  },
  notFoundMessage: 'Nie znaleziono tokenu',
  recordText: ['name'],
  menu: { section: 'always', order: 198, icon: 'Map' },
  createLabel: 'Dodaj token',
  editLabel: 'Edytuj token',
} as const satisfies ResourceSpec;
