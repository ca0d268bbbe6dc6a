/**
 * /mileage-register "Ewidencja przebiegu" (issue 33 §4, VAT Act art. 86a): for a vehicle keeping
 * the register and a month, its numbered trips (date, purpose, route, kilometres, driver) and the
 * corrections entered that month, the odometer at the register's start and the month's start and
 * end; the office sets a trip's purpose while the month is open, closes the month once it has
 * ended, and corrects a stored entry with a new one. Printed on A4 (the register alone), also as
 * CSV and XLSX. The vehicle and the month (this month unless chosen) are in the address.
 */
import { useState } from 'react';
import { Alert, Button, Chip, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import LockIcon from '@mui/icons-material/Lock';
import PrintIcon from '@mui/icons-material/Print';
import { useMonthAddress } from '../../shared/useMonthAddress';
import { useDataProvider, useGetList, useTranslate } from 'ra-core';
import { showDateTime, showDay } from '../../domain/dates';
import { entryRemarks, mileageSheet, type MileageEntry, type MileageRegisterReport } from '../../domain/mileage/register';
import type { MileageQuery, SatDataProvider } from '../../providers/types';
import { ReportTable, type ReportColumn } from '../../registry-ui/ReportTable';
import { CsvDownloadButton } from '../../shared/CsvExportButton';
import { useCanWrite } from '../../state/useAccess';
import { useWorkScope } from '../../state/workScope';
import { CloseMonthDialog, CorrectionDialog, PurposeDialog } from './MileageDialogs';
import { currentMonth, shownMonth } from '../../domain/months';
import { shownKm } from './mileageText';
import { useMileageRegister } from './useMileageRegister';
import { MonthField } from '../../shared/MonthField';
import { SummaryList } from '../../shared/SummaryList';
import { useCompanyTimeZone } from '../../state/companyTimeZone';

const PRINT_CSS = '@page { size: A4 landscape; margin: 12mm; }';

type Editing = { kind: 'purpose' | 'correction'; entry: MileageEntry } | { kind: 'close' } | null;

function useEntryColumns(report: MileageRegisterReport, canWrite: boolean, edit: (editing: Editing) => void): ReportColumn<MileageEntry>[] {
  const translate = useTranslate();
  const columns: ReportColumn<MileageEntry>[] = [
    { key: 'number', label: translate('sat.mileageRegister.number'), value: (entry) => entry.number },
    { key: 'date', label: translate('sat.mileageRegister.date'), value: (entry) => showDay(entry.date) },
    { key: 'purpose', label: translate('sat.mileageRegister.purpose'), value: (entry) => entry.purpose ?? '—' },
    { key: 'from', label: translate('sat.mileageRegister.from'), value: (entry) => entry.from_place ?? '—' },
    { key: 'to', label: translate('sat.mileageRegister.to'), value: (entry) => entry.to_place ?? '—' },
    { key: 'km', label: translate('sat.mileageRegister.km'), numeric: true, value: (entry) => shownKm(entry.km) },
    { key: 'driver', label: translate('sat.mileageRegister.driver'), value: (entry) => entry.driver ?? '—' },
    { key: 'remarks', label: translate('sat.mileageRegister.remarks'), value: (entry) => entryRemarks(entry) },
  ];
  if (!canWrite) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      label: translate('sat.mileageRegister.actions'),
      value: (entry) =>
        entry.id === null && !report.closed ? (
          <Button
            size="small"
            startIcon={<EditNoteIcon />}
            onClick={() => edit({ kind: 'purpose', entry })}
            sx={{ displayPrint: 'none' }}
            aria-label={translate('sat.mileageRegister.setPurposeOf', { number: entry.number })}
          >
            {translate('sat.mileageRegister.setPurpose')}
          </Button>
        ) : entry.id !== null ? (
          <Button
            size="small"
            onClick={() => edit({ kind: 'correction', entry })}
            sx={{ displayPrint: 'none' }}
            aria-label={translate('sat.mileageRegister.correctOf', { number: entry.number })}
          >
            {translate('sat.mileageRegister.correct')}
          </Button>
        ) : null,
    },
  ];
}

const Downloads = ({ query, report }: { query: MileageQuery; report: MileageRegisterReport }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const fileName = mileageSheet(report).fileName;
  return (
    <>
      <CsvDownloadButton
        label={translate('sat.mileageRegister.csv')}
        fetchFile={() => dataProvider.exportMileageRegisterCsv(query)}
        fileName={() => `${fileName}.csv`}
        iconOnly={false}
      />
      <CsvDownloadButton
        label={translate('sat.mileageRegister.xlsx')}
        fetchFile={() => dataProvider.exportMileageRegisterXlsx(query)}
        fileName={() => `${fileName}.xlsx`}
        iconOnly={false}
      />
    </>
  );
};

/** The first day (yyyy-MM-dd) of the month after `month` (yyyy-MM). */
function monthAfter(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
}

/**
 * Whether the office may close the shown month: now (the first month not closed, and it has
 * ended), later (it has not ended), in order (an earlier month is still open), or never (closed).
 * The server refuses the others with the same reasons.
 */
function closingOf(report: MileageRegisterReport, thisMonth: string): 'now' | 'later' | 'inOrder' | 'closed' {
  if (report.closed) return 'closed';
  if (report.month >= thisMonth) return 'later';
  return report.month === report.open_month ? 'now' : 'inOrder';
}

const Register = ({ report, query, canWrite }: { report: MileageRegisterReport; query: MileageQuery; canWrite: boolean }) => {
  const timeZone = useCompanyTimeZone();
  const translate = useTranslate();
  const [editing, setEditing] = useState<Editing>(null);
  const columns = useEntryColumns(report, canWrite, setEditing);
  const { vehicle, odometer, totals } = report;
  const closing = closingOf(report, currentMonth(Date.now(), timeZone));
  const title = translate('sat.mileageRegister.register', { vehicle: vehicle.registration_number, month: shownMonth(report.month) });
  const summary: [string, string][] = [
    ['sat.mileageRegister.totalKm', shownKm(totals.km)],
    ['sat.mileageRegister.odometerKm', shownKm(totals.odometer_km, '—')],
    ['sat.mileageRegister.odometerRegisterStart', shownKm(odometer.register_start)],
    ['sat.mileageRegister.odometerMonthStart', shownKm(odometer.month_start)],
    ['sat.mileageRegister.odometerMonthEnd', shownKm(odometer.month_end)],
    ...(odometer.register_end !== null ? [['sat.mileageRegister.odometerRegisterEnd', shownKm(odometer.register_end)] as [string, string]] : []),
    ['sat.mileageRegister.trips', String(totals.trips)],
    ['sat.mileageRegister.corrections', String(totals.corrections)],
  ];
  return (
    <Stack component="section" spacing={1} aria-label={title} sx={{ minWidth: 0 }}>
      <style>{PRINT_CSS}</style>
      <Stack direction="row" spacing={1} useFlexGap sx={{ px: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {report.closed ? (
          <Chip
            icon={<LockIcon />}
            color="default"
            label={translate('sat.mileageRegister.closedAt', { datetime: showDateTime(report.closed_at!, timeZone), who: report.closed_by ?? '' })}
          />
        ) : (
          <Chip color="info" variant="outlined" label={translate('sat.mileageRegister.openMonth')} />
        )}
      </Stack>
      <Typography sx={{ px: 1 }} color="text.secondary">
        {translate('sat.mileageRegister.vehicleLine', {
          model: vehicle.vehicle_model,
          fleet: vehicle.fleet_number,
          from: showDay(vehicle.register_from),
        })}
        {vehicle.register_until ? ` ${translate('sat.mileageRegister.until', { until: showDay(vehicle.register_until) })}` : ''}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ px: 1, flexWrap: 'wrap', displayPrint: 'none' }}>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {translate('sat.mileageRegister.print')}
        </Button>
        <Downloads query={query} report={report} />
        {canWrite && closing === 'now' && (
          <Button variant="contained" color="warning" startIcon={<LockIcon />} onClick={() => setEditing({ kind: 'close' })}>
            {translate('sat.mileageRegister.closeMonth')}
          </Button>
        )}
      </Stack>
      {canWrite && closing === 'later' && (
        <Typography sx={{ px: 1, displayPrint: 'none' }} color="text.secondary">
          {translate('sat.mileageRegister.closeFrom', { day: showDay(monthAfter(report.month)) })}
        </Typography>
      )}
      {canWrite && closing === 'inOrder' && (
        <Typography sx={{ px: 1, displayPrint: 'none' }} color="text.secondary">
          {translate('sat.mileageRegister.closeInOrder', { month: shownMonth(report.open_month) })}
        </Typography>
      )}
      {report.entries.length ? (
        <ReportTable label={translate('sat.mileageRegister.entries')} columns={columns} rows={report.entries} rowKey={(entry) => entry.number} />
      ) : (
        <Typography color="text.secondary" sx={{ px: 1 }}>
          {translate('sat.mileageRegister.empty')}
        </Typography>
      )}
      <SummaryList label={translate('sat.mileageRegister.summary')} items={summary} />
      {editing?.kind === 'purpose' && <PurposeDialog entry={editing.entry} onClose={() => setEditing(null)} />}
      {editing?.kind === 'correction' && <CorrectionDialog entry={editing.entry} openMonth={report.open_month} onClose={() => setEditing(null)} />}
      {editing?.kind === 'close' && <CloseMonthDialog query={query} onClose={() => setEditing(null)} />}
    </Stack>
  );
};

export const MileageRegisterPage = () => {
  const translate = useTranslate();
  const canWrite = useCanWrite('vehicles');
  const { site } = useWorkScope();
  const { params, month, setParam } = useMonthAddress();
  const { data: vehicles, isPending: vehiclesPending } = useGetList('vehicles', {
    filter: { vat_register: true, ...(site === null ? {} : { site }) },
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'registration_number', order: 'ASC' },
  });
  const vehicleParam = Number(params.get('vehicle'));
  const vehicle = Number.isInteger(vehicleParam) && vehicleParam > 0 ? vehicleParam : (vehicles?.[0]?.id as number | undefined);
  const query: MileageQuery | null = vehicle === undefined ? null : { vehicle, month };
  const { data: report, error, isPending } = useMileageRegister(query);

  return (
    <Stack spacing={2} sx={{ py: 1, minWidth: 0 }}>
      <Stack spacing={1} sx={{ px: 1, pt: 1, displayPrint: 'none' }}>
        <Typography variant="h5" component="h1">
          {translate('sat.mileageRegister.title')}
        </Typography>
        <Typography color="text.secondary">{translate('sat.mileageRegister.intro')}</Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={translate('sat.mileageRegister.vehicle')}
            value={vehicle ?? ''}
            onChange={(event) => setParam('vehicle', String(event.target.value))}
            sx={{ width: { xs: '100%', sm: 320 } }}
            disabled={!vehicles?.length}
          >
            {(vehicles ?? []).map((row) => (
              <MenuItem key={row.id} value={row.id}>
                {`${row.registration_number} (${row.fleet_number}, ${row.vehicle_model})`}
              </MenuItem>
            ))}
          </TextField>
          <MonthField label={translate('sat.mileageRegister.month')} value={month} onChange={(chosen) => setParam('month', chosen)} />
        </Stack>
      </Stack>
      {vehiclesPending ? (
        <Skeleton variant="rectangular" height={240} aria-label={translate('ra.page.loading')} />
      ) : query === null ? (
        <Alert severity="info">{translate('sat.mileageRegister.noVehicles')}</Alert>
      ) : isPending ? (
        <Skeleton variant="rectangular" height={240} aria-label={translate('ra.page.loading')} />
      ) : error || !report ? (
        <Alert severity="error">{translate('sat.mileageRegister.error', { detail: error?.message ?? '' })}</Alert>
      ) : (
        <Register report={report} query={query} canWrite={canWrite} />
      )}
    </Stack>
  );
};
