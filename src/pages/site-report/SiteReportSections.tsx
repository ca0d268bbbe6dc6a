/**
 * The site report's sections: fuel and its cost, consumption off its baseline, open fuel
 * anomalies, loads per material, work hours per person, repair requests.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'ra-core';
import { showDateTime } from '../../domain/dates';
import type { SiteReport } from '../../domain/reports/siteReport';
import { siteReportFileName, type SiteReportTable } from '../../domain/reports/siteReportCsv';
import { ANOMALY_TITLES } from '../../domain/anomalies/reasons';
import { ReportTable } from '../../registry-ui/ReportTable';
import { CsvDownloadButton } from '../../shared/CsvExportButton';
import type { SatDataProvider, SiteReportQuery } from '../../providers/types';
import { shownDeviation, shownRate, vehicleName } from '../fuel-consumption/consumptionText';
import { materialName, shownTonnes } from '../haul/haulText';
import { shownHours, shownLitres, shownMoney } from './siteReportText';
import { useCompanyTimeZone } from '../../state/companyTimeZone';

const SiteFuelChart = lazy(() => import('./SiteFuelChart'));

/**
 * A titled part of the report, its CSV button beside the title. Printed, a section flows on from
 * the one before (kept whole, a long table left most of the first page blank); only its title
 * stays with what follows it.
 */
export const ReportSection = ({ title, csv, children }: { title: string; csv?: ReactNode; children: ReactNode }) => (
  <Paper component="section" variant="outlined" aria-label={title} sx={{ p: { xs: 1, sm: 2 }, '@media print': { border: 'none', p: 0 } }}>
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1, breakAfter: 'avoid' }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {csv}
    </Stack>
    {children}
  </Paper>
);

const Empty = ({ children }: { children: ReactNode }) => <Typography color="text.secondary">{children}</Typography>;

/** The figures of a line: label and value, the value in tabular figures. */
const Figure = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {value}
    </Typography>
  </Box>
);

export function useSiteReportCsv(report: SiteReport, query: SiteReportQuery) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  return (table: SiteReportTable) => (
    <CsvDownloadButton
      label={translate('sat.report.csv', { table: translate(`sat.siteReport.tables.${table}`) })}
      fileName={() => siteReportFileName(report, table)}
      fetchFile={() => dataProvider.exportSiteReportCsv({ ...query, table })}
      iconOnly={false}
    />
  );
}

export const FuelSection = ({ report, csv }: { report: SiteReport; csv: ReactNode }) => {
  const translate = useTranslate();
  const { fuel } = report;
  const quiet = fuel.station_count === 0 && fuel.delivery_count === 0;
  return (
    <ReportSection title={translate('sat.siteReport.tables.fuel')} csv={csv}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1, mb: 1 }}>
        <Figure label={translate('sat.siteReport.stationLitres')} value={`${shownLitres(fuel.station_litres)} (${fuel.station_count})`} />
        <Figure label={translate('sat.siteReport.stationCost')} value={shownMoney(fuel.station_cost)} />
        <Figure label={translate('sat.siteReport.deliveredLitres')} value={`${shownLitres(fuel.delivered_litres)} (${fuel.delivery_count})`} />
        <Figure
          label={translate('sat.siteReport.deliveredCost')}
          value={fuel.delivered_cost_estimate === null ? '—' : shownMoney(fuel.delivered_cost_estimate)}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {fuel.average_price === null ? translate('sat.siteReport.noPrice') : translate('sat.siteReport.estimate', { price: shownMoney(fuel.average_price) })}
      </Typography>
      {quiet ? (
        <Empty>{translate('sat.siteReport.noFuel')}</Empty>
      ) : (
        <Suspense fallback={<Skeleton variant="rectangular" height={260} />}>
          <SiteFuelChart fuel={fuel} />
        </Suspense>
      )}
    </ReportSection>
  );
};

export const WorkHoursSection = ({ report, csv }: { report: SiteReport; csv: ReactNode }) => {
  const translate = useTranslate();
  const title = translate('sat.siteReport.tables.work-hours');
  return (
    <ReportSection title={title} csv={csv}>
      {report.work_hours.length === 0 ? (
        <Empty>{translate('sat.siteReport.noWork')}</Empty>
      ) : (
        <ReportTable
          label={translate('sat.report.table', { title })}
          rows={report.work_hours}
          rowKey={(row) => row.person}
          columns={[
            { key: 'name', label: translate('sat.siteReport.person'), value: (row) => row.name },
            { key: 'days', label: translate('sat.siteReport.days'), numeric: true, value: (row) => row.days },
            { key: 'hours', label: translate('sat.siteReport.hours'), numeric: true, value: (row) => shownHours(row.hours) },
            { key: 'open', label: translate('sat.siteReport.open'), numeric: true, value: (row) => row.open || '' },
          ]}
        />
      )}
    </ReportSection>
  );
};

export const RepairsSection = ({ report, csv }: { report: SiteReport; csv: ReactNode }) => {
  const timeZone = useCompanyTimeZone();
  const translate = useTranslate();
  const title = translate('sat.siteReport.tables.repairs');
  return (
    <ReportSection title={title} csv={csv}>
      {report.repairs.length === 0 ? (
        <Empty>{translate('sat.siteReport.noRepairs')}</Empty>
      ) : (
        <ReportTable
          label={translate('sat.report.table', { title })}
          rows={report.repairs}
          rowKey={(row) => row.id}
          columns={[
            { key: 'datetime', label: translate('sat.siteReport.datetime'), value: (row) => showDateTime(row.datetime, timeZone) },
            { key: 'vehicle', label: translate('sat.siteReport.vehicle'), value: (row) => row.vehicle },
            { key: 'person', label: translate('sat.siteReport.reporter'), value: (row) => row.person },
            { key: 'note', label: translate('sat.siteReport.note'), value: (row) => row.note },
          ]}
        />
      )}
    </ReportSection>
  );
};

export const ConsumptionSection = ({ report, csv }: { report: SiteReport; csv: ReactNode }) => {
  const translate = useTranslate();
  const title = translate('sat.siteReport.tables.consumption');
  return (
    <ReportSection title={title} csv={csv}>
      {report.consumption.length === 0 ? (
        <Empty>{translate('sat.siteReport.noConsumption')}</Empty>
      ) : (
        <ReportTable
          label={translate('sat.report.table', { title })}
          rows={report.consumption}
          rowKey={(row) => row.vehicle.id}
          columns={[
            { key: 'vehicle', label: translate('sat.siteReport.vehicle'), value: (row) => `${vehicleName(row.vehicle)} · ${row.vehicle.vehicle_model}` },
            { key: 'rate', label: translate('sat.fuelConsumption.rate'), numeric: true, value: (row) => shownRate(row.rate, row.unit, translate) },
            { key: 'baseline', label: translate('sat.fuelConsumption.baseline'), numeric: true, value: (row) => shownRate(row.baseline, row.unit, translate) },
            {
              key: 'deviation',
              label: translate('sat.fuelConsumption.deviation'),
              numeric: true,
              value: (row) => shownDeviation(row.deviation_percent, translate),
            },
          ]}
        />
      )}
    </ReportSection>
  );
};

export const AnomaliesSection = ({ report, csv }: { report: SiteReport; csv: ReactNode }) => {
  const timeZone = useCompanyTimeZone();
  const translate = useTranslate();
  const title = translate('sat.siteReport.tables.anomalies');
  return (
    <ReportSection title={title} csv={csv}>
      {report.anomalies.length === 0 ? (
        <Empty>{translate('sat.siteReport.noAnomalies')}</Empty>
      ) : (
        <ReportTable
          label={translate('sat.report.table', { title })}
          rows={report.anomalies}
          rowKey={(row) => row.id}
          columns={[
            { key: 'datetime', label: translate('sat.siteReport.datetime'), value: (row) => showDateTime(row.datetime, timeZone) },
            {
              key: 'vehicle',
              label: translate('sat.siteReport.vehicle'),
              value: (row) => (row.fleet_number === null ? '' : `${row.fleet_number} ${row.registration_number}`),
            },
            { key: 'rule', label: translate('sat.siteReport.rule'), value: (row) => ANOMALY_TITLES[row.code] },
            { key: 'reason', label: translate('sat.siteReport.reason'), value: (row) => row.reason },
          ]}
        />
      )}
    </ReportSection>
  );
};

export const HaulSection = ({ report, csv }: { report: SiteReport; csv: ReactNode }) => {
  const translate = useTranslate();
  const title = translate('sat.siteReport.tables.haul');
  const { haul } = report;
  return (
    <ReportSection title={title} csv={csv}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1, mb: 1 }}>
        <Figure label={translate('sat.siteReport.loads')} value={String(haul.loads)} />
        <Figure
          label={translate('sat.siteReport.tonnes')}
          value={haul.tonnes === null ? '—' : translate('sat.siteReport.tonnesOf', { tonnes: shownTonnes(haul.tonnes), smart_count: haul.loads_with_payload })}
        />
        <Figure label={translate('sat.siteReport.openRides')} value={String(haul.open_rides)} />
      </Stack>
      {haul.materials.length === 0 ? (
        <Empty>{translate('sat.siteReport.noHaul')}</Empty>
      ) : (
        <ReportTable
          label={translate('sat.report.table', { title })}
          rows={haul.materials}
          rowKey={(row) => row.material ?? 'none'}
          columns={[
            { key: 'material', label: translate('sat.siteReport.material'), value: (row) => materialName(row.material_name, translate) },
            { key: 'loads', label: translate('sat.siteReport.loads'), numeric: true, value: (row) => row.loads },
            { key: 'tonnes', label: translate('sat.siteReport.tonnes'), numeric: true, value: (row) => shownTonnes(row.tonnes) },
          ]}
        />
      )}
    </ReportSection>
  );
};
