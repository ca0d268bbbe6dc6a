/** A vehicle's month of the register; a close, a correction or a purpose refreshes it. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { MileageQuery, SatDataProvider } from '../../providers/types';

export const MILEAGE_KEY = ['mileage-register'] as const;

export function useMileageRegister(query: MileageQuery | null) {
  const dataProvider = useDataProvider<SatDataProvider>();
  return useQuery({
    queryKey: [...MILEAGE_KEY, query?.vehicle ?? null, query?.month ?? null],
    queryFn: () => dataProvider.getMileageRegister(query!),
    enabled: query !== null,
    retry: false,
  });
}
