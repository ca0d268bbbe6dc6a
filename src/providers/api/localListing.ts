/**
 * Search, filter, sort and page a whole array in the browser, for servers that answer lists
 * with every row and no X-Total-Count (the spec's own contract).
 */
import type { GetListParams, RaRecord } from 'ra-core';
import type { ResourceSpec } from '../../domain/resources';
import { searchWords } from '../../domain/search';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value)).toLocaleLowerCase('pl');

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'pl', { numeric: true });
}

export function listLocally(
  rows: RaRecord[],
  spec: ResourceSpec,
  { filter = {}, sort, pagination }: Partial<GetListParams>,
): { data: RaRecord[]; total: number } {
  const { q, ...fieldFilters } = filter as Record<string, unknown>;
  const words = searchWords(text(q));
  const searched = rows.filter(
    (row) =>
      words.every((word) => spec.searchFields.some((field) => text(row[field]).includes(word))) &&
      Object.entries(fieldFilters).every(([field, wanted]) =>
        Array.isArray(wanted) ? wanted.map(String).includes(String(row[field])) : String(row[field]) === String(wanted),
      ),
  );
  const sorted = sort?.field ? [...searched].sort((a, b) => compare(a[sort.field], b[sort.field]) * (sort.order === 'DESC' ? -1 : 1)) : searched;
  const page = pagination ? sorted.slice((pagination.page - 1) * pagination.perPage, pagination.page * pagination.perPage) : sorted;
  return { data: page, total: searched.length };
}
