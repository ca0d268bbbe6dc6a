/**
 * A list's filters from the registry: one per `filterable` field (the site excepted on site-scoped
 * lists, which the selected site already scopes, and fields the screen fixes itself), each kept in
 * the page's address under the API's own query parameter (docs/api.md, issue 14's contract), so
 * that a filtered list can be shared and survives a reload:
 * - text, enum, reference, references: `?<field>=<value or id>`;
 * - yes/no: `?<field>=true|false`, and `brak` for a tri-state field's "not known";
 * - date and date-time: `?<field>_from=yyyy-MM-dd&<field>_to=yyyy-MM-dd` (company days, inclusive);
 * - archivable resources (issue 16 §3): "Pokaż zarchiwizowane", `?archived=true|all` (none: rows in use).
 */
import type { FieldSpec } from '../domain/fields';
import type { ResourceSpec } from '../domain/resources';
import { ARCHIVED_PARAM, isArchivable } from '../domain/archive';

export type ListFilterKind = 'text' | 'enum' | 'boolean' | 'dateRange' | 'reference' | 'archived';

export interface ListFilter {
  name: string;
  field: FieldSpec;
  kind: ListFilterKind;
}

/** The tri-state "not known" in a boolean filter (the API also reads `null`). */
export const UNKNOWN = 'brak';

function kindOf(field: FieldSpec): ListFilterKind {
  switch (field.type) {
    case 'enum':
      return 'enum';
    case 'boolean':
      return 'boolean';
    case 'date':
    case 'datetime':
      return 'dateRange';
    case 'reference':
    case 'references':
      return 'reference';
    default:
      return 'text';
  }
}

/** The archive filter's own field: not stored, it chooses rows by their archive state. */
const ARCHIVED_FIELD: FieldSpec = { type: 'enum', label: 'Pokaż zarchiwizowane', choices: { true: 'Tylko zarchiwizowane', all: 'Także zarchiwizowane' } };

/**
 * The filters a list of `spec` offers, in declaration order, without the fields in `fixed` (a
 * screen's permanent filter), then the archive filter of an archivable resource when `archive`
 * says the backend can archive.
 */
export function listFilters(spec: ResourceSpec, fixed: readonly string[] = [], { archive = false } = {}): ListFilter[] {
  const filters: ListFilter[] = Object.entries(spec.fields)
    .filter(([name, field]) => field.filterable && !(name === 'site' && spec.siteScoped) && !fixed.includes(name))
    .map(([name, field]) => ({ name, field, kind: kindOf(field) }));
  if (archive && isArchivable(spec) && !fixed.includes(ARCHIVED_PARAM)) {
    filters.push({ name: ARCHIVED_PARAM, field: ARCHIVED_FIELD, kind: 'archived' });
  }
  return filters;
}

/** The query parameters of one filter. */
export const filterParams = ({ name, kind }: ListFilter): string[] => (kind === 'dateRange' ? [`${name}_from`, `${name}_to`] : [name]);

/** The filter values the address holds for these filters, as the list's (and the API's) filter params. */
export function filtersFromSearch(filters: readonly ListFilter[], search: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const param of filters.flatMap(filterParams)) {
    const value = search.get(param);
    if (value !== null && value !== '') values[param] = value;
  }
  return values;
}
