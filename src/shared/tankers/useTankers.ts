/** The selected site's tankers (TANK vehicles), as the tanker selectors of the fuel screens list them. */
import { useGetList } from 'ra-core';
import { getResource } from '../../domain/resources';
import { quietLoadOptions } from '../../registry-ui/loadErrors';

/** Enough for every tanker of a site; the server pages at 500. */
const TANKER_PAGE = 500;
const TANKER_FILTER = getResource('vehicle-fueling').fields.tanker.referenceWhere;

export function useTankers() {
  const { data: tankers = [], isPending } = useGetList(
    'vehicles',
    { filter: TANKER_FILTER, pagination: { page: 1, perPage: TANKER_PAGE }, sort: getResource('vehicles').defaultSort },
    quietLoadOptions,
  );
  return { tankers, isPending };
}
