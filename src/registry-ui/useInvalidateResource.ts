/** Marks a resource's cached queries stale so every list of it refetches (spec §4). */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';

export function useInvalidateResource() {
  const queryClient = useQueryClient();
  return useCallback((resource: string) => queryClient.invalidateQueries({ queryKey: [resource] }), [queryClient]);
}
