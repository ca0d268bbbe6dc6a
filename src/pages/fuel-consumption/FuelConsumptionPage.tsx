/**
 * /fuel-consumption "Spalanie maszyn" (issue "Fuel and haul intelligence" §3): for the selected
 * site (every site when none) and the shared date range, the ranking of vehicles by type with
 * their consumption against their own baseline, a CSV of it, and the chosen vehicle's trend as a
 * chart loaded lazily.
 */
import { lazy, Suspense, useState } from 'react';
import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'ra-core';
import { paddedDay } from '../../domain/dates';
import { formatDecimal } from '../../domain/numbers';
import { DEFAULT_FUEL_THRESHOLDS } from '../../domain/reports/fuelLog';
import { consumptionFileName } from '../../domain/reports/reportCsv';
import { CsvDownloadButton } from '../../shared/CsvExportButton';
import type { SatDataProvider } from '../../providers/types';
import { useWorkScope } from '../../state/workScope';
import { ConsumptionTable } from './ConsumptionTable';
import { shownRate, vehicleName } from './consumptionText';

const ConsumptionTrendChart = lazy(() => import('./ConsumptionTrendChart'));

const QUERY_KEY = 'fuel-consumption';
const TABLE_HEIGHT = 240;
const CHART_HEIGHT = 300;

interface Period {
  from: Date;
  to: Date;
}

const Trend = ({ vehicle, from, to }: Period & { vehicle: number }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const {
    data: trend,
    error,
    isPending,
  } = useQuery({
    queryKey: [QUERY_KEY, 'trend', vehicle, paddedDay(from), paddedDay(to)],
    queryFn: () => dataProvider.getConsumptionTrend({ vehicle, from, to }),
    retry: false,
  });
  if (isPending) return <Skeleton variant="rectangular" height={CHART_HEIGHT} aria-label={translate('ra.page.loading')} />;
  if (error || !trend) return <Alert severity="error">{translate('sat.fuelConsumption.trendError', { detail: error?.message ?? '' })}</Alert>;
  const rate = (value: number | null) => shownRate(value, trend.unit, translate);
  return (
    <Stack component="section" spacing={1} aria-labelledby="consumption-trend-title">
      <Typography id="consumption-trend-title" variant="h6" component="h2" sx={{ px: 1 }}>
        {translate('sat.fuelConsumption.trendTitle', { vehicle: `${vehicleName(trend.vehicle)} (${trend.vehicle.vehicle_model})` })}
      </Typography>
      <Typography sx={{ px: 1 }}>
        {translate('sat.fuelConsumption.trendSummary', {
          rate: rate(trend.rate),
          baseline: rate(trend.baseline),
          counted: trend.counted_intervals,
          skipped: trend.skipped_intervals,
        })}
      </Typography>
      {trend.counted_intervals === 0 ? (
        <Typography color="text.secondary" sx={{ px: 1 }}>
          {trend.skipped_intervals > 0
            ? translate('sat.fuelConsumption.trendAllSkipped', { skipped: trend.skipped_intervals })
            : translate('sat.fuelConsumption.trendEmpty')}
        </Typography>
      ) : (
        <Suspense fallback={<Skeleton variant="rectangular" height={CHART_HEIGHT} />}>
          <ConsumptionTrendChart trend={trend} />
        </Suspense>
      )}
    </Stack>
  );
};

const Ranking = ({ site, from, to }: Period & { site: number | null }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const [chosen, setChosen] = useState<number | null>(null);
  const {
    data: report,
    error,
    isPending,
  } = useQuery({
    queryKey: [QUERY_KEY, site, paddedDay(from), paddedDay(to)],
    queryFn: () => dataProvider.getConsumption({ site, from, to }),
    retry: false,
  });
  if (isPending) return <Skeleton variant="rectangular" height={TABLE_HEIGHT} aria-label={translate('ra.page.loading')} />;
  if (error || !report) return <Alert severity="error">{translate('sat.fuelConsumption.error', { detail: error?.message ?? '' })}</Alert>;
  if (report.vehicles.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ px: 1 }}>
        {report.fuelings === 0
          ? translate('sat.fuelConsumption.empty')
          : translate('sat.fuelConsumption.noInterval', { count: formatDecimal(report.fuelings) })}
      </Typography>
    );
  }
  const selected = report.vehicles.some((row) => row.vehicle.id === chosen) ? chosen : null;
  return (
    <>
      <ConsumptionTable rows={report.vehicles} allSites={site === null} selected={selected} onSelect={setChosen} />
      {selected !== null && <Trend vehicle={selected} from={from} to={to} />}
    </>
  );
};

export const FuelConsumptionPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const { site, dateRange } = useWorkScope();
  const { from, to } = dateRange;
  return (
    <Stack spacing={2} sx={{ py: 1, minWidth: 0 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ px: 1, pt: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {translate('sat.fuelConsumption.title')}
        </Typography>
        {from && to && (
          <CsvDownloadButton
            iconOnly={false}
            fetchFile={() => dataProvider.exportConsumptionCsv({ site, from, to })}
            fileName={() => consumptionFileName({ from: paddedDay(from), to: paddedDay(to) })}
          />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
        {translate('sat.fuelConsumption.units')} {translate('sat.fuelConsumption.rules', { percent: DEFAULT_FUEL_THRESHOLDS.consumption_deviation * 100 })}
      </Typography>
      {from && to ? (
        <Ranking site={site} from={from} to={to} />
      ) : (
        <Typography color="text.secondary" sx={{ px: 1 }}>
          {translate('sat.fuelConsumption.noRange')}
        </Typography>
      )}
    </Stack>
  );
};
