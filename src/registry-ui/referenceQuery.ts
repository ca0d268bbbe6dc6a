/** The list query a reference select runs (and that a screen's preloading warms up). */
import { getResource } from '../domain/resources';

/** Enough rows for any reference select; the server pages at 500. */
export const REFERENCE_PAGE = 500;

/** The getList params of a select choosing among `reference`'s rows (react-admin's query key shape). */
export const referenceListParams = (reference: string, where: Record<string, string | number> = {}) => ({
  pagination: { page: 1, perPage: REFERENCE_PAGE },
  sort: getResource(reference).defaultSort,
  filter: { ...where },
  meta: undefined,
});

/** Fields a select orders its choices by, where the server's order is not the one people expect. */
const selectOrder: Partial<Record<string, string[]>> = {
  /** People A→Z by surname, then first name. */
  employees: ['last_name', 'first_name'],
};

/** Polish alphabetical order: Ł after L, Ś after S (a byte order puts them after Z). */
const polish = new Intl.Collator('pl');

/** A select's choices in the order people look for them (a new array; the server's order otherwise). */
export function inSelectOrder<T extends Record<string, unknown>>(reference: string, rows: T[]): T[] {
  const fields = selectOrder[reference];
  if (!fields) return rows;
  const text = (row: T, field: string) => String(row[field] ?? '');
  return [...rows].sort((a, b) => {
    for (const field of fields) {
      const order = polish.compare(text(a, field), text(b, field));
      if (order !== 0) return order;
    }
    return 0;
  });
}
