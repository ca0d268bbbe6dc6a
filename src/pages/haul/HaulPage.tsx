/**
 * /haul "Wydajność przewozów" (issue "Fuel and haul intelligence" §4): what the trucks of the
 * selected site (every site when none is selected) moved over the shared date range — summary
 * figures, loads per day by material and cycle times per route as charts loaded lazily, then the
 * tables, each with its CSV.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'ra-core';
import { paddedDay, showDateTime, showDay } from '../../domain/dates';
import { formatDecimal } from '../../domain/numbers';
import type { HaulReportAnswer } from '../../domain/reports/haul';
import type { HaulQuery, SatDataProvider } from '../../providers/types';
import { useWorkScope } from '../../state/workScope';
import { HaulCsvButton } from './HaulCsvButton';
import { HaulTable } from './HaulTable';
import { materialName, placeName, shownDuration, shownStats, shownTonnes } from './haulText';
import { useCompanyTimeZone } from '../../state/companyTimeZone';

const HaulLoadsChart = lazy(() => import('./HaulLoadsChart'));
const HaulCycleChart = lazy(() => import('./HaulCycleChart'));

const CHART_HEIGHT = 300;

const Figure = ({ label, value, note }: { label: string; value: string; note?: string }) => (
  <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, minWidth: 0 }}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="h6" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
      {value}
    </Typography>
    {note && (
      <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0, display: 'block' }}>
        {note}
      </Typography>
    )}
  </Box>
);

const Section = ({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) => (
  <Stack component="section" spacing={0.5} sx={{ minWidth: 0 }}>
    <Stack direction="row" sx={{ px: 1, alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {action}
    </Stack>
    {children}
  </Stack>
);

const Report = ({ report, query }: { report: HaulReportAnswer; query: HaulQuery }) => {
  const timeZone = useCompanyTimeZone();
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`sat.haul.${key}`, options);
  const csv = (table: 'days' | 'vehicles' | 'materials' | 'routes' | 'idle') => ({ query, table });
  return (
    <>
      <Box
        component="dl"
        aria-label={t('figures')}
        sx={{ m: 0, px: 1, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))' }}
      >
        <Figure label={t('loads')} value={formatDecimal(report.loads)} />
        <Figure
          label={t('tonnes')}
          value={shownTonnes(report.tonnes)}
          note={report.tonnes === null ? t('tonnesUnknown') : t('tonnesOf', { loads: report.loads_with_payload, smart_count: report.loads })}
        />
        <Figure label={t('vehiclesHauling')} value={formatDecimal(report.vehicles_hauling)} />
        <Figure label={t('openRides')} value={formatDecimal(report.open_rides)} note={t('openRidesNote')} />
        <Figure label={t('loadedMedian')} value={shownDuration(report.loaded.median_seconds)} />
        <Figure label={t('returnMedian')} value={shownDuration(report.return.median_seconds)} />
      </Box>
      {report.loads === 0 ? (
        <Typography color="text.secondary" sx={{ px: 1 }}>
          {t('empty')}
        </Typography>
      ) : (
        <>
          <Section title={t('loadsChart')} action={<HaulCsvButton query={query} table="days" title={t('loadsChart')} />}>
            <Suspense fallback={<Skeleton variant="rectangular" height={CHART_HEIGHT} />}>
              <HaulLoadsChart report={report} />
            </Suspense>
          </Section>
          <Section title={t('cycleChart')}>
            <Suspense fallback={<Skeleton variant="rectangular" height={CHART_HEIGHT} />}>
              <HaulCycleChart routes={report.routes} />
            </Suspense>
          </Section>
          <HaulTable
            title={t('pairsTable')}
            csv={csv('materials')}
            rows={report.pairs}
            rowKey={(row) => `${row.material}-${row.start_place}-${row.end_place}`}
            columns={[
              { label: t('material'), cell: (row) => materialName(row.material_name, translate) },
              { label: t('from'), cell: (row) => placeName(row.start_place_name, translate) },
              { label: t('to'), cell: (row) => placeName(row.end_place_name, translate) },
              { label: t('loads'), numeric: true, cell: (row) => formatDecimal(row.loads) },
              { label: t('loadsWithPayload'), numeric: true, cell: (row) => formatDecimal(row.loads_with_payload) },
              { label: t('tonnesColumn'), numeric: true, cell: (row) => shownTonnes(row.tonnes) },
            ]}
          />
          <HaulTable
            title={t('vehiclesTable')}
            csv={csv('vehicles')}
            rows={report.vehicles}
            rowKey={(row) => String(row.vehicle)}
            columns={[
              { label: t('fleetNumber'), numeric: true, cell: (row) => row.fleet_number },
              { label: t('registration'), cell: (row) => row.registration_number },
              { label: t('payload'), numeric: true, cell: (row) => shownTonnes(row.payload_tonnes) },
              { label: t('loads'), numeric: true, cell: (row) => formatDecimal(row.loads) },
              { label: t('tonnesColumn'), numeric: true, cell: (row) => shownTonnes(row.tonnes) },
              { label: t('daysWorked'), numeric: true, cell: (row) => formatDecimal(row.days_worked) },
              { label: t('loadsPerDay'), numeric: true, cell: (row) => formatDecimal(row.loads_per_day) },
              { label: t('openRides'), numeric: true, cell: (row) => formatDecimal(row.open_rides) },
            ]}
          />
          <HaulTable
            title={t('routesTable')}
            csv={csv('routes')}
            rows={report.routes}
            rowKey={(row) => `${row.start_place}-${row.end_place}`}
            columns={[
              { label: t('from'), cell: (row) => placeName(row.start_place_name, translate) },
              { label: t('to'), cell: (row) => placeName(row.end_place_name, translate) },
              { label: t('loads'), numeric: true, cell: (row) => formatDecimal(row.loads) },
              { label: t('loadedColumns'), numeric: true, cell: (row) => shownStats(row.loaded) },
              { label: t('returns'), numeric: true, cell: (row) => formatDecimal(row.return.count) },
              { label: t('returnColumns'), numeric: true, cell: (row) => shownStats(row.return) },
            ]}
          />
          <HaulTable
            title={t('idleTable', { minutes: report.idle_minutes })}
            empty={t('noIdle', { minutes: report.idle_minutes })}
            csv={csv('idle')}
            rows={report.idle_gaps}
            rowKey={(row) => String(row.ride)}
            columns={[
              { label: t('fleetNumber'), numeric: true, cell: (row) => row.fleet_number },
              { label: t('registration'), cell: (row) => row.registration_number },
              { label: t('place'), cell: (row) => placeName(row.place_name, translate) },
              { label: t('idleFrom'), cell: (row) => showDateTime(row.from, timeZone) },
              { label: t('idleTo'), cell: (row) => showDateTime(row.to, timeZone) },
              { label: t('idleLength'), numeric: true, cell: (row) => shownDuration(row.seconds) },
            ]}
          />
        </>
      )}
    </>
  );
};

const Haul = ({ query }: { query: HaulQuery }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const {
    data: report,
    error,
    isPending,
  } = useQuery({
    queryKey: ['haul', query.site, paddedDay(query.from), paddedDay(query.to)],
    queryFn: () => dataProvider.getHaulReport(query),
    retry: false,
  });
  if (isPending) return <Skeleton variant="rectangular" height={CHART_HEIGHT} aria-label={translate('ra.page.loading')} />;
  if (error || !report) return <Alert severity="error">{translate('sat.haul.error', { detail: error?.message ?? '' })}</Alert>;
  return (
    <>
      <Typography color="text.secondary" sx={{ px: 1 }}>
        {translate('sat.haul.scope', {
          site: report.site?.name ?? translate('sat.haul.allSites'),
          from: showDay(report.date_from),
          to: showDay(report.date_to),
        })}
      </Typography>
      <Report report={report} query={query} />
    </>
  );
};

export const HaulPage = () => {
  const translate = useTranslate();
  const { site, dateRange } = useWorkScope();
  const { from, to } = dateRange;
  return (
    <Stack spacing={2} sx={{ py: 1, minWidth: 0 }}>
      <Typography variant="h5" component="h1" sx={{ px: 1, pt: 1 }}>
        {translate('sat.haul.title')}
      </Typography>
      {from && to ? (
        <Haul query={{ site, from, to }} />
      ) : (
        <Typography color="text.secondary" sx={{ px: 1 }}>
          {translate('sat.haul.noRange')}
        </Typography>
      )}
    </Stack>
  );
};
