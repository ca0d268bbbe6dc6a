/**
 * /working-time "Czas pracy" (issue 33 §1): for a month and the shared site (everyone when none),
 * the people with their month's totals against the art. 130 norm; a person's month as the register
 * sheet, one row a day, printed on A4 (the sheet alone: the menu, the people and the buttons stay
 * off paper), also as CSV and XLSX. The month and the person are in the address.
 */
import { useState } from 'react';
import { Alert, Button, Skeleton, Stack, Typography } from '@mui/material';
import NightsStayIcon from '@mui/icons-material/NightsStay';
import PrintIcon from '@mui/icons-material/Print';
import { useMonthAddress } from '../../shared/useMonthAddress';
import { useDataProvider, useTranslate } from 'ra-core';
import { DAY_KIND_LABELS, polishDate, WEEKDAY_SHORT, workingTimeSheet, type WorkingTimePerson, type WorkingTimeReport } from '../../domain/workTime/report';
import type { RegisterDay } from '../../domain/workTime/register';
import type { SatDataProvider, WorkingTimeQuery } from '../../providers/types';
import { ReportTable, type ReportColumn } from '../../registry-ui/ReportTable';
import { CsvDownloadButton } from '../../shared/CsvExportButton';
import { useIsAdministrator } from '../../state/useAccess';
import { useWorkScope } from '../../state/workScope';
import { NightHoursDialog } from './NightHoursDialog';
import { useWorkingTime } from './useWorkingTime';
import { shownMonth } from '../../domain/months';
import { shownHours } from './workingTimeText';
import { MonthField } from '../../shared/MonthField';
import { SummaryList } from '../../shared/SummaryList';

const PRINT_CSS = '@page { size: A4 portrait; margin: 12mm; }';

const nameOf = (row: { first_name: string; last_name: string }) => `${row.last_name} ${row.first_name}`;

function usePeopleColumns(choose: (person: number) => void): ReportColumn<WorkingTimePerson>[] {
  const translate = useTranslate();
  const hours = (key: keyof WorkingTimePerson, label: string): ReportColumn<WorkingTimePerson> => ({
    key,
    label: translate(label),
    numeric: true,
    value: (row) => shownHours(row[key] as number),
  });
  return [
    {
      key: 'name',
      label: translate('sat.workingTime.person'),
      value: (row) => (
        <Button
          size="small"
          onClick={() => choose(row.person)}
          aria-label={translate('sat.workingTime.showRegister', { name: nameOf(row) })}
          sx={{ textTransform: 'none', p: 0, minWidth: 0 }}
        >
          {nameOf(row)}
        </Button>
      ),
    },
    hours('hours', 'sat.workingTime.hours'),
    hours('norm_hours', 'sat.workingTime.normHours'),
    hours('difference_hours', 'sat.workingTime.difference'),
    hours('night_hours', 'sat.workingTime.nightHours'),
    hours('sunday_holiday_hours', 'sat.workingTime.sundayHoliday'),
    hours('overtime_hours', 'sat.workingTime.overtime'),
    { key: 'days_worked', label: translate('sat.workingTime.daysWorked'), numeric: true, value: (row) => row.days_worked },
    { key: 'days_without_work', label: translate('sat.workingTime.daysWithoutWork'), numeric: true, value: (row) => row.days_without_work },
  ];
}

function useDayColumns(): ReportColumn<RegisterDay>[] {
  const translate = useTranslate();
  const hours = (key: keyof RegisterDay, label: string): ReportColumn<RegisterDay> => ({
    key,
    label: translate(label),
    numeric: true,
    value: (day) => shownHours(day[key] as number, true),
  });
  return [
    { key: 'date', label: translate('sat.workingTime.date'), value: (day) => polishDate(day.date) },
    { key: 'weekday', label: translate('sat.workingTime.weekday'), value: (day) => WEEKDAY_SHORT[day.weekday - 1] },
    { key: 'kind', label: translate('sat.workingTime.kind'), value: (day) => day.holiday ?? DAY_KIND_LABELS[day.kind] },
    { key: 'start', label: translate('sat.workingTime.start'), value: (day) => day.start ?? '' },
    { key: 'end', label: translate('sat.workingTime.end'), value: (day) => day.end ?? (day.open ? translate('sat.workingTime.open') : '') },
    hours('hours', 'sat.workingTime.hours'),
    hours('night_hours', 'sat.workingTime.nightHours'),
    hours('sunday_holiday_hours', 'sat.workingTime.sundayHoliday'),
    hours('overtime_hours', 'sat.workingTime.overtime'),
  ];
}

const Downloads = ({ query, report }: { query: WorkingTimeQuery; report: WorkingTimeReport }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const fileName = workingTimeSheet(report).fileName;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', displayPrint: 'none' }}>
      <CsvDownloadButton
        label={translate('sat.workingTime.csv')}
        fetchFile={() => dataProvider.exportWorkingTimeCsv(query)}
        fileName={() => `${fileName}.csv`}
        iconOnly={false}
      />
      <CsvDownloadButton
        label={translate('sat.workingTime.xlsx')}
        fetchFile={() => dataProvider.exportWorkingTimeXlsx(query)}
        fileName={() => `${fileName}.xlsx`}
        iconOnly={false}
      />
    </Stack>
  );
};

const RegisterSheet = ({ report, query, onClose }: { report: WorkingTimeReport; query: WorkingTimeQuery; onClose(): void }) => {
  const translate = useTranslate();
  const columns = useDayColumns();
  const register = report.register!;
  const { totals } = register;
  const title = translate('sat.workingTime.register', { name: nameOf(register), month: shownMonth(report.month) });
  const summary: [string, string][] = [
    ['sat.workingTime.hours', shownHours(totals.hours)],
    ['sat.workingTime.normHours', shownHours(totals.norm_hours)],
    ['sat.workingTime.difference', shownHours(totals.difference_hours)],
    ['sat.workingTime.nightHours', shownHours(totals.night_hours)],
    ['sat.workingTime.sundayHoliday', shownHours(totals.sunday_holiday_hours)],
    ['sat.workingTime.overtime', shownHours(totals.overtime_hours)],
    ['sat.workingTime.daysWorked', String(totals.days_worked)],
    ['sat.workingTime.daysWithoutWork', String(totals.days_without_work)],
  ];
  return (
    <Stack component="section" spacing={1} aria-label={title} sx={{ minWidth: 0 }}>
      <style>{PRINT_CSS}</style>
      <Stack direction="row" spacing={1} useFlexGap sx={{ px: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()} sx={{ displayPrint: 'none' }}>
          {translate('sat.workingTime.print')}
        </Button>
        <Downloads query={query} report={report} />
        <Button onClick={onClose} sx={{ displayPrint: 'none' }}>
          {translate('sat.workingTime.close')}
        </Button>
      </Stack>
      <ReportTable label={translate('sat.workingTime.days')} columns={columns} rows={register.days} rowKey={(day) => day.date} />
      <SummaryList label={translate('sat.workingTime.total')} items={summary} />
    </Stack>
  );
};

export const WorkingTimePage = () => {
  const translate = useTranslate();
  const administrator = useIsAdministrator();
  const { site } = useWorkScope();
  const { params, month, setParam } = useMonthAddress();
  const [nightOpen, setNightOpen] = useState(false);
  const personParam = Number(params.get('person'));
  const person = Number.isInteger(personParam) && personParam > 0 ? personParam : undefined;
  const query: WorkingTimeQuery = { month, site, person };
  const { data: report, error, isPending } = useWorkingTime(query);
  const peopleColumns = usePeopleColumns((chosen) => setParam('person', String(chosen)));
  const printing = report?.register ? { displayPrint: 'none' } : {};

  return (
    <Stack spacing={2} sx={{ py: 1, minWidth: 0 }}>
      <Stack spacing={1} sx={{ px: 1, pt: 1, ...printing }}>
        <Typography variant="h5" component="h1">
          {translate('sat.workingTime.title')}
        </Typography>
        <Typography color="text.secondary">{translate('sat.workingTime.intro')}</Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <MonthField label={translate('sat.workingTime.month')} value={month} onChange={(chosen) => setParam('month', chosen)} />
          {report && <Typography>{translate('sat.workingTime.norm', { hours: shownHours(report.norm_hours) })}</Typography>}
          {report && <Typography>{translate('sat.workingTime.night', report.night)}</Typography>}
          {administrator && report && (
            <Button startIcon={<NightsStayIcon />} onClick={() => setNightOpen(true)}>
              {translate('sat.workingTime.changeNight')}
            </Button>
          )}
        </Stack>
      </Stack>
      {isPending ? (
        <Skeleton variant="rectangular" height={240} aria-label={translate('ra.page.loading')} />
      ) : error || !report ? (
        <Alert severity="error">{translate('sat.workingTime.error', { detail: error?.message ?? '' })}</Alert>
      ) : (
        <>
          {report.register && <RegisterSheet report={report} query={query} onClose={() => setParam('person', null)} />}
          <Stack spacing={1} sx={{ minWidth: 0, ...printing }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ px: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                {translate('sat.workingTime.people')}
              </Typography>
              {!report.register && <Downloads query={query} report={report} />}
            </Stack>
            {report.people.length ? (
              <ReportTable label={translate('sat.workingTime.people')} columns={peopleColumns} rows={report.people} rowKey={(row) => row.person} />
            ) : (
              <Typography color="text.secondary" sx={{ px: 1 }}>
                {translate('sat.workingTime.empty')}
              </Typography>
            )}
          </Stack>
        </>
      )}
      {nightOpen && report && <NightHoursDialog night={report.night} onClose={() => setNightOpen(false)} />}
    </Stack>
  );
};
