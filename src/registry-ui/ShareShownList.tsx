/** Leaves what a list shows (filters, search, sort) where the header's CSV export reads it (src/state/shownLists.ts). */
import { useEffect } from 'react';
import { useListContext } from 'ra-core';
import { shownLists } from '../state/shownLists';

export const ShareShownList = ({ resource }: { resource: string }) => {
  const { filterValues, filter, sort } = useListContext();
  useEffect(() => {
    const list = { filter: { ...filterValues, ...filter }, sort };
    shownLists.set(resource, list);
    return () => shownLists.remove(resource, list);
  }, [resource, filterValues, filter, sort]);
  return null;
};
