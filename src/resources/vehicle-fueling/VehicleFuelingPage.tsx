/**
 * /vehicle-fueling (spec §2): the tanker selector first (the first tanker preselected), the chosen
 * tanker's card, then its fuelings of machines — the generic list filtered by the tanker, whose
 * add dialog starts with that tanker.
 */
import { useMemo, useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslate, type Identifier } from 'ra-core';
import { getResource } from '../../domain/resources';
import { listColumns } from '../../registry-ui/listColumns';
import { ResourceList } from '../../registry-ui/ResourceList';
// The "Anomalia" chip of flagged fuelings (issue 13 §2).
import { AnomalyIndexProvider, anomalyColumn } from '../../shared/anomalies/AnomalyChip';
import { TankerCard } from '../../shared/tankers/TankerCard';
import { TankerSelector } from '../../shared/tankers/TankerSelector';
import { selectedTanker } from '../../shared/tankers/tankerSelection';
import { useTankers } from '../../shared/tankers/useTankers';

const columns = [...listColumns(getResource('vehicle-fueling')), anomalyColumn];

export const VehicleFuelingPage = () => {
  const translate = useTranslate();
  const { tankers, isPending } = useTankers();
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
          <AnomalyIndexProvider source="vehicle_fueling">
            <ResourceList resource="vehicle-fueling" title={false} filter={filter} columns={columns} />
          </AnomalyIndexProvider>
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
