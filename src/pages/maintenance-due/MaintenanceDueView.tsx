/**
 * The "Serwis i terminy" page's content: the reminders card, the services of every planned vehicle
 * (overdue, due, then fine; "Zapisz serwis" opens the service dialog for the vehicle, whose save
 * restarts its interval) and the documents ending within the window, with the list's CSV.
 */
import { Alert, Chip, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { ResourceContextProvider, useDataProvider, useTranslate } from 'ra-core';
import { showDay } from '../../domain/dates';
import type { DueDocument, DueService, DueStatus } from '../../domain/maintenance/due';
import { maintenanceDueFileName, vehicleName } from '../../domain/maintenance/dueCsv';
import { formatDecimal } from '../../domain/numbers';
import { withinDays } from '../../domain/plural';
import { DISTANCE_UNIT } from '../../domain/reports/reportCsv';
import { CreateRecordButton } from '../../registry-ui/CreateRecordButton';
import { CsvDownloadButton } from '../../shared/CsvExportButton';
import type { SatDataProvider } from '../../providers/types';
import { useWorkScope } from '../../state/workScope';
import { MaintenanceRemindersCard } from './MaintenanceRemindersCard';
import { useMaintenanceDue } from './useMaintenanceDue';

const STATUS_COLOR = { overdue: 'error', due: 'warning', unknown: 'default', ok: 'success' } as const;

const StatusChip = ({ status }: { status: DueStatus }) => {
  const translate = useTranslate();
  // Outlined, the label in the text colour: orange text on white fails the contrast check.
  return <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} sx={{ color: 'text.primary' }} label={translate(`sat.maintenance.status.${status}`)} />;
};

const number = (value: number | null) => (value === null ? '—' : formatDecimal(value));

const ServicesTable = ({ services }: { services: DueService[] }) => {
  const translate = useTranslate();
  const label = translate('sat.maintenance.services');
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {['vehicle', 'plan', 'lastService', 'reading', 'remaining', 'dueDate', 'daysLeft', 'statusColumn'].map((key) => (
              <TableCell key={key}>{translate(`sat.maintenance.columns.${key}`)}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {services.map((item) => (
            <TableRow key={`${item.vehicle.id}-${item.plan.id}`} data-vehicle={item.vehicle.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{vehicleName(item.vehicle)}</TableCell>
              <TableCell>{item.plan.name}</TableCell>
              <TableCell>{item.last_service ? `${showDay(item.last_service.date)} (${number(item.last_service.reading)} ${DISTANCE_UNIT[item.unit]})` : translate('sat.maintenance.never')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.current_reading === null ? '—' : `${number(item.current_reading)} ${DISTANCE_UNIT[item.unit]}`}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.remaining_reading === null ? '—' : `${number(item.remaining_reading)} ${DISTANCE_UNIT[item.unit]}`}</TableCell>
              <TableCell>{item.due_date ? showDay(item.due_date) : '—'}</TableCell>
              <TableCell>{number(item.remaining_days)}</TableCell>
              <TableCell>
                <StatusChip status={item.status} />
              </TableCell>
              <TableCell>
                <ResourceContextProvider value="service-records">
                  <CreateRecordButton variant="outlined" defaults={{ vehicle: item.vehicle.id, reading: item.current_reading ?? undefined }} />
                </ResourceContextProvider>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

const DocumentsTable = ({ documents }: { documents: DueDocument[] }) => {
  const translate = useTranslate();
  const label = translate('sat.maintenance.documents');
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {['owner', 'document', 'validUntil', 'daysLeft', 'statusColumn'].map((key) => (
              <TableCell key={key}>{translate(`sat.maintenance.columns.${key}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {documents.map((item) => (
            <TableRow key={`${item.owner}-${item.id}`}>
              <TableCell>{item.owner_name}</TableCell>
              <TableCell>{[item.kind_label, item.number].filter(Boolean).join(' ')}</TableCell>
              <TableCell>{showDay(item.valid_until)}</TableCell>
              <TableCell>{item.days_left}</TableCell>
              <TableCell>
                <StatusChip status={item.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

const MaintenanceDueView = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const { site } = useWorkScope();
  const { data, error, isPending } = useMaintenanceDue(site);
  return (
    <Stack spacing={2} sx={{ py: 1, px: 1, minWidth: 0 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {translate('sat.maintenance.title')}
        </Typography>
        {site !== null && data && (
          <CsvDownloadButton fetchFile={() => dataProvider.exportMaintenanceDueCsv(site)} fileName={() => maintenanceDueFileName(site, data.today)} iconOnly={false} />
        )}
      </Stack>
      {site === null ? (
        <Typography color="text.secondary">{translate('sat.site.notSelected')}</Typography>
      ) : isPending ? (
        <Skeleton variant="rectangular" height={240} aria-label={translate('ra.page.loading')} />
      ) : error || !data ? (
        <Alert severity="error">{translate('sat.maintenance.error', { detail: error?.message ?? '' })}</Alert>
      ) : (
        <>
          <MaintenanceRemindersCard report={data} />
          <Typography variant="h6" component="h2">
            {translate('sat.maintenance.services')}
          </Typography>
          {data.services.length ? <ServicesTable services={data.services} /> : <Typography color="text.secondary">{translate('sat.maintenance.noServices')}</Typography>}
          <Typography variant="h6" component="h2">
            {translate('sat.maintenance.documents')}
          </Typography>
          {data.documents.length ? (
            <DocumentsTable documents={data.documents} />
          ) : (
            <Typography color="text.secondary">{translate('sat.maintenance.noDocuments', { days: withinDays(data.warning_days) })}</Typography>
          )}
        </>
      )}
    </Stack>
  );
};

export default MaintenanceDueView;
