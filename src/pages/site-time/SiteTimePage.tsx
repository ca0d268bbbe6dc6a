/**
 * /site-time "Czas na budowie" (issue 31 §4): over the shared date range, for the selected site's
 * machines (every machine when none), the time each spent within each site's boundary per day —
 * what a machine's hours are charged to a site by — its entries and exits, and its position
 * anomalies (leaving its site, moving outside the working hours); each table downloads as CSV.
 */
import { useState } from 'react';
import { Alert, Button, Skeleton, Stack, Typography } from '@mui/material';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'ra-core';
import { paddedDay, showDateTime, showDay } from '../../domain/dates';
import { POSITION_ANOMALY_TITLES } from '../../domain/sites/positionAnomalies';
import { positionAnomaliesFileName, siteTimeFileName, type SiteDay, type SiteTimeRow, type PositionAnomalyRow } from '../../domain/sites/siteTimeReport';
import type { SatDataProvider, SiteTimeQuery } from '../../providers/types';
import { ReportTable, type ReportColumn } from '../../registry-ui/ReportTable';
import { CsvDownloadButton } from '../../shared/CsvExportButton';
import { useIsAdministrator } from '../../state/useAccess';
import { positionText, shownDuration, vehicleText, workingHoursText } from './siteTimeText';
import { useSiteTime, WORKING_HOURS_KEY } from './useSiteTime';
import { WorkingHoursDialog } from './WorkingHoursDialog';
import { useCompanyTimeZone } from '../../state/companyTimeZone';

type DayRow = { row: SiteTimeRow; day: SiteDay };
type VisitRow = { row: SiteTimeRow; visit: SiteTimeRow['visits'][number] };

const Section = ({ title, csv, children }: { title: string; csv: React.ReactNode; children: React.ReactNode }) => (
  <Stack spacing={1}>
    <Stack direction="row" spacing={1} sx={{ px: 1, alignItems: 'center' }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {csv}
    </Stack>
    {children}
  </Stack>
);

const Empty = ({ text }: { text: string }) => (
  <Typography color="text.secondary" sx={{ px: 1 }}>
    {text}
  </Typography>
);

function useWorkingHours() {
  const dataProvider = useDataProvider<SatDataProvider>();
  return useQuery({ queryKey: [...WORKING_HOURS_KEY, 'hours'], queryFn: () => dataProvider.getWorkingHours() });
}

export const SiteTimePage = () => {
  const timeZone = useCompanyTimeZone();
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const administrator = useIsAdministrator();
  const [hoursOpen, setHoursOpen] = useState(false);
  const { query, time, anomalies } = useSiteTime();
  const { data: hours } = useWorkingHours();
  const days = (q: SiteTimeQuery) => ({ from: paddedDay(q.from), to: paddedDay(q.to) });
  const csvButton = (table: string, fetchFile: () => Promise<Blob>, fileName: () => string) => (
    <CsvDownloadButton label={translate('sat.siteTime.export', { table })} fetchFile={fetchFile} fileName={fileName} iconOnly />
  );

  const dayColumns: ReportColumn<DayRow>[] = [
    { key: 'day', label: translate('sat.siteTime.day'), value: ({ day }) => showDay(day.day) },
    { key: 'vehicle', label: translate('sat.siteTime.vehicle'), value: ({ row }) => vehicleText(row) },
    { key: 'site', label: translate('sat.siteTime.site'), value: ({ row }) => row.site_name },
    { key: 'entries', label: translate('sat.siteTime.entries'), numeric: true, value: ({ day }) => day.entries },
    { key: 'first', label: translate('sat.siteTime.firstEntry'), value: ({ day }) => showDateTime(day.first_entry, timeZone) },
    { key: 'last', label: translate('sat.siteTime.lastExit'), value: ({ day }) => showDateTime(day.last_exit, timeZone) },
    { key: 'hours', label: translate('sat.siteTime.hours'), numeric: true, value: ({ day }) => shownDuration(day.seconds) },
  ];
  const visitColumns: ReportColumn<VisitRow>[] = [
    { key: 'vehicle', label: translate('sat.siteTime.vehicle'), value: ({ row }) => vehicleText(row) },
    { key: 'site', label: translate('sat.siteTime.site'), value: ({ row }) => row.site_name },
    { key: 'entered', label: translate('sat.siteTime.entered'), value: ({ visit }) => showDateTime(visit.entered_at, timeZone) },
    { key: 'exited', label: translate('sat.siteTime.exited'), value: ({ visit }) => showDateTime(visit.exited_at, timeZone) },
    { key: 'duration', label: translate('sat.siteTime.duration'), numeric: true, value: ({ visit }) => shownDuration(visit.seconds) },
  ];
  const anomalyColumns: ReportColumn<PositionAnomalyRow>[] = [
    { key: 'datetime', label: translate('sat.siteTime.datetime'), value: (row) => showDateTime(row.datetime, timeZone) },
    { key: 'vehicle', label: translate('sat.siteTime.vehicle'), value: (row) => vehicleText(row) },
    { key: 'site', label: translate('sat.siteTime.site'), value: (row) => row.site_name ?? '' },
    { key: 'kind', label: translate('sat.siteTime.anomalyKind'), value: (row) => POSITION_ANOMALY_TITLES[row.code] },
    { key: 'position', label: translate('sat.siteTime.position'), value: (row) => positionText(row.latitude, row.longitude) },
  ];

  const rows = time.data?.rows ?? [];
  const dayRows = rows.flatMap((row) => row.days.map((day) => ({ row, day }))).sort((a, b) => a.day.day.localeCompare(b.day.day));
  const visitRows = rows.flatMap((row) => row.visits.map((visit) => ({ row, visit }))).sort((a, b) => a.visit.entered_at.localeCompare(b.visit.entered_at));

  return (
    <Stack spacing={3} sx={{ py: 1, minWidth: 0 }}>
      <Stack spacing={1} sx={{ px: 1, pt: 1 }}>
        <Typography variant="h5" component="h1">
          {translate('sat.siteTime.title')}
        </Typography>
        <Typography color="text.secondary">{translate('sat.siteTime.intro')}</Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {hours && <Typography>{translate('sat.siteTime.workingHoursNow', workingHoursText(hours))}</Typography>}
          {administrator && (
            <Button startIcon={<ScheduleIcon />} onClick={() => setHoursOpen(true)}>
              {translate('sat.siteTime.workingHours')}
            </Button>
          )}
        </Stack>
      </Stack>
      {!query ? (
        <Empty text={translate('sat.siteTime.noRange')} />
      ) : time.isPending ? (
        <Skeleton variant="rectangular" height={240} aria-label={translate('ra.page.loading')} />
      ) : time.error || !time.data ? (
        <Alert severity="error">{translate('sat.siteTime.error', { detail: time.error?.message ?? '' })}</Alert>
      ) : (
        <>
          <Section
            title={translate('sat.siteTime.title')}
            csv={csvButton(
              translate('sat.siteTime.title'),
              () => dataProvider.exportSiteTimeCsv(query),
              () => siteTimeFileName(days(query)),
            )}
          >
            {dayRows.length ? (
              <ReportTable
                label={translate('sat.siteTime.title')}
                columns={dayColumns}
                rows={dayRows}
                rowKey={({ row, day }) => `${row.vehicle}-${row.site}-${day.day}`}
              />
            ) : (
              <Empty text={translate('sat.siteTime.empty')} />
            )}
          </Section>
          {visitRows.length > 0 && (
            <Section title={translate('sat.siteTime.visits')} csv={null}>
              <ReportTable
                label={translate('sat.siteTime.visits')}
                columns={visitColumns}
                rows={visitRows}
                rowKey={({ row, visit }) => `${row.vehicle}-${row.site}-${visit.entered_at}`}
              />
            </Section>
          )}
        </>
      )}
      {query && (
        <Section
          title={translate('sat.siteTime.anomalies')}
          csv={csvButton(
            translate('sat.siteTime.anomalies'),
            () => dataProvider.exportPositionAnomaliesCsv(query),
            () => positionAnomaliesFileName(days(query)),
          )}
        >
          {anomalies.isPending ? (
            <Skeleton variant="rectangular" height={120} aria-label={translate('ra.page.loading')} />
          ) : anomalies.error || !anomalies.data ? (
            <Alert severity="error">{translate('sat.siteTime.error', { detail: anomalies.error?.message ?? '' })}</Alert>
          ) : anomalies.data.anomalies.length ? (
            <ReportTable label={translate('sat.siteTime.anomalies')} columns={anomalyColumns} rows={anomalies.data.anomalies} rowKey={(row) => row.id} />
          ) : (
            <Empty text={translate('sat.siteTime.anomaliesEmpty')} />
          )}
        </Section>
      )}
      {hoursOpen && hours && <WorkingHoursDialog hours={hours} onClose={() => setHoursOpen(false)} />}
    </Stack>
  );
};
