/**
 * /site-report "Raport budowy" (issue "Fuel and haul intelligence" §5): one page for the selected
 * site and date range that a manager prints or sends — fuel and its cost, consumption off its
 * baseline, open fuel anomalies, loads per material, work hours per person, repair requests, each
 * table also as CSV. Printed, it is the report alone on A4 (the menu, header and buttons stay off
 * paper), every page headed by the site and the period and numbered (SiteReportPrintPage).
 */
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { MaintenanceRemindersCard } from '../maintenance-due/MaintenanceRemindersCard';
import { useMaintenanceDue } from '../maintenance-due/useMaintenanceDue';
import PrintIcon from '@mui/icons-material/Print';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'ra-core';
import { paddedDay, showDay } from '../../domain/dates';
import type { SiteReport } from '../../domain/reports/siteReport';
import type { SatDataProvider, SiteReportQuery } from '../../providers/types';
import { useWorkScope } from '../../state/workScope';
import { AnomaliesSection, ConsumptionSection, FuelSection, HaulSection, RepairsSection, useSiteReportCsv, WorkHoursSection } from './SiteReportSections';
import { SiteReportPrintPage } from './SiteReportPrintPage';

const Sections = ({ report, query }: { report: SiteReport; query: SiteReportQuery }) => {
  const csv = useSiteReportCsv(report, query);
  return (
    <>
      <FuelSection report={report} csv={csv('fuel')} />
      <ConsumptionSection report={report} csv={csv('consumption')} />
      <AnomaliesSection report={report} csv={csv('anomalies')} />
      <HaulSection report={report} csv={csv('haul')} />
      <WorkHoursSection report={report} csv={csv('work-hours')} />
      <RepairsSection report={report} csv={csv('repairs')} />
    </>
  );
};

/** Issue 15 §4: the site's maintenance reminders, compact (not printed). */
const SiteMaintenanceCard = ({ site }: { site: number }) => {
  const { data } = useMaintenanceDue(site);
  return data ? (
    <Box sx={{ px: 1, displayPrint: 'none' }}>
      <MaintenanceRemindersCard report={data} compact />
    </Box>
  ) : null;
};

const SiteReportBody = ({ query }: { query: SiteReportQuery }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const {
    data: report,
    error,
    isPending,
  } = useQuery({
    queryKey: ['site-report', query.site, paddedDay(query.from), paddedDay(query.to)],
    queryFn: () => dataProvider.getSiteReport(query),
    retry: false,
  });
  if (isPending) return <Skeleton variant="rectangular" height={360} aria-label={translate('ra.page.loading')} />;
  if (error || !report) return <Alert severity="error">{translate('sat.siteReport.error', { detail: error?.message ?? '' })}</Alert>;
  return (
    <>
      <SiteReportPrintPage report={report} />
      <Typography variant="subtitle1" component="p" sx={{ px: 1 }}>
        {translate('sat.siteReport.subtitle', { site: report.site.name, from: showDay(report.date_from), to: showDay(report.date_to) })}
      </Typography>
      <SiteMaintenanceCard site={query.site} />
      <Sections report={report} query={query} />
    </>
  );
};

export const SiteReportPage = () => {
  const translate = useTranslate();
  const { site, dateRange } = useWorkScope();
  const { from, to } = dateRange;
  return (
    <Stack spacing={2} sx={{ py: 1, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ px: 1, pt: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {translate('sat.siteReport.title')}
        </Typography>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()} sx={{ displayPrint: 'none' }}>
          {translate('sat.siteReport.print')}
        </Button>
      </Stack>
      {site === null ? (
        <Typography color="text.secondary" sx={{ px: 1 }}>
          {translate('sat.site.notSelected')}
        </Typography>
      ) : from && to ? (
        <SiteReportBody query={{ site, from, to }} />
      ) : (
        <Typography color="text.secondary" sx={{ px: 1 }}>
          {translate('sat.siteReport.noRange')}
        </Typography>
      )}
    </Stack>
  );
};
