/** The month's fuel settlement for the shared site. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { FuelSettlementQuery, SatDataProvider } from '../../providers/types';

export function useFuelSettlement(query: FuelSettlementQuery) {
  const dataProvider = useDataProvider<SatDataProvider>();
  return useQuery({
    queryKey: ['fuel-settlement', query.month, query.site],
    queryFn: () => dataProvider.getFuelSettlement(query),
    retry: false,
  });
}
