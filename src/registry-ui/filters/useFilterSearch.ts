/**
 * A list's filter values kept in the page's address (see ../listFilters.ts): read on every
 * render, written with `replace` (typing in a filter is no new history entry to go back through).
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filterParams, filtersFromSearch, type ListFilter } from '../listFilters';

export function useFilterSearch(filters: readonly ListFilter[]) {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // A new object only when the address changes: the list's query keys on it.
  const values = useMemo(() => filtersFromSearch(filters, new URLSearchParams(key)), [filters, key]);
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [param, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(param);
            else next.set(param, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const clear = useCallback(() => update(Object.fromEntries(filters.flatMap(filterParams).map((param) => [param, null]))), [filters, update]);
  return { values, update, clear };
}
