/**
 * /vehicle-fueling (spec §2): the tanker selector first (the first tanker preselected), the chosen
 * tanker's card, then its fuelings of machines — the generic list filtered by the tanker, whose
 * add dialog starts with that tanker.
 */
import { useMemo, useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { useGetList, useTranslate, type Identifier } from 'ra-core';
import { getResource } from '../../domain/resources';
import { quietLoadOptions } from '../../generic/loadErrors';
import { ResourceList } from '../../generic/ResourceList';
import { TankerCard } from './TankerCard';
import { TankerSelector } from './TankerSelector';
import { selectedTanker } from './tankerSelection';

/** Enough for every tanker of a site; the server pages at 500. */
const TANKER_PAGE = 500;
const TANKER_FILTER = getResource('vehicle-fueling').fields.tanker.referenceWhere;

export const VehicleFuelingPage = () => {
  const translate = useTranslate();
  const { data: tankers = [], isPending } = useGetList(
    'vehicles',
    { filter: TANKER_FILTER, pagination: { page: 1, perPage: TANKER_PAGE }, sort: getResource('vehicles').defaultSort },
    quietLoadOptions,
  );
  const [chosen, setChosen] = useState<Identifier | null | undefined>(undefined);
  const tanker = selectedTanker(tankers, chosen);
  const tankerId = tanker?.id;
  const filter = useMemo(() => (tankerId === undefined ? undefined : { tanker: tankerId }), [tankerId]);

  return (
    <Stack spacing={2} sx={{ py: 1 }}>
      <Typography variant="h5" component="h1" sx={{ px: 1, pt: 1 }}>
        {translate('resources.vehicle-fueling.name', { smart_count: 2 })}
      </Typography>
      <TankerSelector tankers={tankers} value={tanker} onChange={(next) => setChosen(next?.id ?? null)} loading={isPending} />
      {tanker ? (
        <>
          <TankerCard tanker={tanker} />
          <ResourceList resource="vehicle-fueling" title={false} filter={filter} />
        </>
      ) : (
        !isPending && (
          <Typography color="text.secondary" sx={{ px: 1 }}>
            {translate('sat.vehicleFueling.noTanker')}
          </Typography>
        )
      )}
    </Stack>
  );
};
