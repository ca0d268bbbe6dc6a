/**
 * Archive instead of delete (issue 16 §3): a resource declared `archivable` gets a nullable
 * `archived_at` date-time column (UTC ISO). An archived row leaves the default lists and every
 * choice of a row for a new record, but stays where rows already reference it (shown by name),
 * in reports and in exports; it can be restored. Lists take `?archived=`: absent or `false` —
 * rows in use (the default), `true` — only archived rows, `all` — both. A request for given ids
 * (`?id=`, how the app reads referenced rows) answers archived ones too unless `archived` says otherwise.
 */
import type { ResourceSpec } from './resources/spec';

/** The column holding when a row was archived (null while in use); the API row field of an archived row only. */
export const ARCHIVED_AT = 'archived_at';

/** The list query parameter and the app's filter. */
export const ARCHIVED_PARAM = 'archived';

export type ArchivedFilter = 'active' | 'archived' | 'all';

/** `?archived=` values as the API reads them. */
export const ARCHIVED_VALUES: Record<string, ArchivedFilter> = {
  false: 'active',
  '0': 'active',
  nie: 'active',
  true: 'archived',
  '1': 'archived',
  tak: 'archived',
  all: 'all',
  wszystkie: 'all',
};

export const isArchivable = (spec: Pick<ResourceSpec, 'archivable'>): boolean => spec.archivable === true;

/** Said after the 409 of a refused delete of an archivable row. */
export const ARCHIVE_OFFER = 'Możesz go zarchiwizować.';

export const archiveMessages = {
  badFilter: 'Podaj true (zarchiwizowane), false (w użyciu) lub all (wszystkie).',
  /** Under a reference field choosing an archived row for a new record. */
  archivedReference: (singular: string) => `Wybrany rekord (${singular}) jest zarchiwizowany. Wybierz inny lub przywróć go.`,
};
