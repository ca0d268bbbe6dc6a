/**
 * /fleet-map "Mapa floty" (issue 31 §3): every vehicle and tracked person of the selected site at
 * its last position, coloured by state (moving, stopped with the engine on, stopped, no signal),
 * updated live without reloading; a searchable list beside it; a unit chosen (click, or Enter in
 * the list) shows its day: track, stops, ignition periods.
 */
import { useCallback, useMemo, useState } from 'react';
import { Alert, Box, InputAdornment, Skeleton, Stack, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'ra-core';
import { companyToday, paddedDay } from '../../domain/dates';
import type { FleetState } from '../../domain/fleet/motion';
import { lazyMap } from '../../maps/lazyMap';
import type { SatDataProvider } from '../../providers/types';
import { FleetDayPanel } from './FleetDayPanel';
import { FleetList, StateDot } from './FleetList';
import { matches, shownUnits, type ShownUnit } from './fleetText';
import { useFleet, useNow } from './useFleet';
import { useCompanyTimeZone } from '../../state/companyTimeZone';

const FleetMap = lazyMap(() => import('./FleetMap'));

const MAP_HEIGHT = { xs: '55vh', lg: 'calc(100vh - 180px)' };
const DAY_REFRESH_MS = 30_000;
const STATES: FleetState[] = ['moving', 'idling', 'stopped', 'no-signal'];

const Legend = ({ units }: { units: ShownUnit[] }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" component="ul" aria-label={translate('sat.fleet.legend')} sx={{ flexWrap: 'wrap', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}>
      {STATES.map((state) => (
        <Box component="li" key={state} sx={{ display: 'flex', alignItems: 'flex-start' }}>
          <StateDot unit={{ state }} />
          <Typography variant="body2">
            {translate(`sat.fleet.states.${state}`)}: {units.filter((unit) => unit.run && unit.state === state).length}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
};

function useUnitDay(unit: ShownUnit | undefined, date: string) {
  const dataProvider = useDataProvider<SatDataProvider>();
  return useQuery({
    queryKey: ['fleet-day', unit?.kind, unit?.id, date],
    queryFn: () => dataProvider.getFleetDay({ kind: unit!.kind, id: unit!.id, date }),
    enabled: unit !== undefined,
    refetchInterval: DAY_REFRESH_MS,
    retry: false,
  });
}

export const FleetMapPage = () => {
  const timeZone = useCompanyTimeZone();
  const translate = useTranslate();
  const { units, error, isPending, site } = useFleet();
  const now = useNow();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [date, setDate] = useState(() => paddedDay(companyToday(Date.now(), timeZone)));
  const shown = useMemo(() => shownUnits(units ?? [], now), [units, now]);
  const found = useMemo(() => (search.trim() ? shown.filter((unit) => matches(unit, search)) : shown), [shown, search]);
  const chosen = shown.find((unit) => unit.key === selected);
  const { data: day, error: dayError } = useUnitDay(chosen, date);
  if (error) console.error(error);
  const choose = useCallback(
    (key: string) => {
      setSelected(key);
      setDate(paddedDay(companyToday(Date.now(), timeZone)));
    },
    [timeZone],
  );
  return (
    <Stack spacing={1} sx={{ py: 1, minWidth: 0 }}>
      <Typography variant="h5" component="h1" sx={{ px: 1, pt: 1 }}>
        {translate('sat.fleet.title')}
      </Typography>
      {error ? (
        <Alert severity="error">{translate('sat.fleet.error', { detail: error.message })}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(320px, 420px) 1fr' }, minWidth: 0 }}>
          <Stack spacing={1} sx={{ minWidth: 0, order: { xs: 2, lg: 1 } }}>
            {chosen && (
              <FleetDayPanel
                unit={chosen}
                date={date}
                onDate={setDate}
                day={day?.date === date ? day : undefined}
                error={dayError}
                onClose={() => setSelected(null)}
              />
            )}
            <TextField
              label={translate('sat.fleet.search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              size="small"
              type="search"
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon />
                    </InputAdornment>
                  ),
                },
              }}
              sx={{ mx: 1 }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ px: 1 }} role="status">
              {translate('sat.fleet.count', { smart_count: found.length })}
            </Typography>
            {isPending ? (
              <Skeleton variant="rectangular" height={240} />
            ) : shown.length === 0 ? (
              <Typography sx={{ px: 1 }}>{translate('sat.fleet.empty')}</Typography>
            ) : found.length === 0 ? (
              <Typography sx={{ px: 1 }}>{translate('sat.fleet.noMatch')}</Typography>
            ) : (
              <FleetList units={found} now={now} selected={selected} onSelect={choose} />
            )}
          </Stack>
          <Stack spacing={1} sx={{ minWidth: 0, order: { xs: 1, lg: 2 } }}>
            <Legend units={shown} />
            <Box sx={{ height: MAP_HEIGHT, borderRadius: 1, overflow: 'hidden' }}>
              {isPending ? (
                <Skeleton variant="rectangular" sx={{ height: '100%' }} />
              ) : (
                <FleetMap units={shown} selected={selected} day={chosen && day?.date === date ? day : undefined} onSelect={choose} fitKey={String(site)} />
              )}
            </Box>
          </Stack>
        </Box>
      )}
    </Stack>
  );
};
