/**
 * The "Serwis i terminy" page's content: the reminders card, the services of every planned vehicle
 * (overdue, due, then fine; "Zapisz serwis" opens the service dialog for the vehicle, whose save
 * restarts its interval) and the documents ending within the window, with the list's CSV.
 */
import { useMemo } from 'react';
import { Alert, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { ResourceContextProvider, useDataProvider, useTranslate } from 'ra-core';
import { showDay } from '../../domain/dates';
import type { DueDocument, DueService, DueStatus } from '../../domain/maintenance/due';
import { maintenanceDueFileName, vehicleName } from '../../domain/maintenance/dueCsv';
import { formatDecimal } from '../../domain/numbers';
import { withinDays } from '../../domain/plural';
import { DISTANCE_UNIT } from '../../domain/reports/reportCsv';
import { CreateRecordButton } from '../../registry-ui/CreateRecordButton';
import { ListTable, LocalList, type ListTableColumn } from '../../registry-ui/ListTable';
import { CsvDownloadButton } from '../../shared/CsvExportButton';
import type { SatDataProvider } from '../../providers/types';
import { useWorkScope } from '../../state/workScope';
import { MaintenanceRemindersCard } from './MaintenanceRemindersCard';
import { useMaintenanceDue } from './useMaintenanceDue';

const STATUS_COLOR = { overdue: 'error', due: 'warning', unknown: 'default', ok: 'success' } as const;

const StatusChip = ({ status }: { status: DueStatus }) => {
  const translate = useTranslate();
  // Outlined, the label in the text colour: orange text on white fails the contrast check.
  return (
    <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} sx={{ color: 'text.primary' }} label={translate(`sat.maintenance.status.${status}`)} />
  );
};

const number = (value: number | null) => (value === null ? '—' : formatDecimal(value));

/** A service of a plan as a list's record: the vehicle and the plan make its id. */
type ServiceRow = DueService & { id: string };
/** A document as a list's record: vehicles' and people's documents are numbered apart, the owner makes its id. */
type DocumentRow = Omit<DueDocument, 'id'> & { id: string };

const ServicesTable = ({ services }: { services: DueService[] }) => {
  const translate = useTranslate();
  const rows = useMemo(() => services.map((item): ServiceRow => ({ ...item, id: `${item.vehicle.id}-${item.plan.id}` })), [services]);
  const header = (key: string) => translate(`sat.maintenance.columns.${key}`);
  const columns: ListTableColumn<ServiceRow>[] = [
    { source: 'vehicle.fleet_number', label: header('vehicle'), noWrap: true, render: (item) => vehicleName(item.vehicle) },
    { source: 'plan.name', label: header('plan'), render: (item) => item.plan.name },
    {
      source: 'last_service.date',
      label: header('lastService'),
      render: (item) =>
        item.last_service
          ? `${showDay(item.last_service.date)} (${number(item.last_service.reading)} ${DISTANCE_UNIT[item.unit]})`
          : translate('sat.maintenance.never'),
    },
    {
      source: 'current_reading',
      label: header('reading'),
      noWrap: true,
      render: (item) => (item.current_reading === null ? '—' : `${number(item.current_reading)} ${DISTANCE_UNIT[item.unit]}`),
    },
    {
      source: 'remaining_reading',
      label: header('remaining'),
      noWrap: true,
      render: (item) => (item.remaining_reading === null ? '—' : `${number(item.remaining_reading)} ${DISTANCE_UNIT[item.unit]}`),
    },
    { source: 'due_date', label: header('dueDate'), render: (item) => (item.due_date ? showDay(item.due_date) : '—') },
    { source: 'remaining_days', label: header('daysLeft'), render: (item) => number(item.remaining_days) },
    { source: 'status', label: header('statusColumn'), sortable: false, render: (item) => <StatusChip status={item.status} /> },
    {
      source: 'actions',
      label: '',
      sortable: false,
      render: (item) => (
        <ResourceContextProvider value="service-records">
          <CreateRecordButton variant="outlined" defaults={{ vehicle: item.vehicle.id, reading: item.current_reading ?? undefined }} />
        </ResourceContextProvider>
      ),
    },
  ];
  return (
    <LocalList resource="maintenance-due-services" rows={rows}>
      <ListTable
        label={translate('sat.maintenance.services')}
        columns={columns}
        rowAttributes={(item) => ({ 'data-vehicle': item.vehicle.id })}
        empty={translate('sat.maintenance.noServices')}
      />
    </LocalList>
  );
};

const DocumentsTable = ({ documents, warningDays }: { documents: DueDocument[]; warningDays: number }) => {
  const translate = useTranslate();
  const rows = useMemo(() => documents.map((item): DocumentRow => ({ ...item, id: `${item.owner}-${item.id}` })), [documents]);
  const header = (key: string) => translate(`sat.maintenance.columns.${key}`);
  const columns: ListTableColumn<DocumentRow>[] = [
    { source: 'owner_name', label: header('owner'), render: (item) => item.owner_name },
    { source: 'kind_label', label: header('document'), render: (item) => [item.kind_label, item.number].filter(Boolean).join(' ') },
    { source: 'valid_until', label: header('validUntil'), render: (item) => showDay(item.valid_until) },
    { source: 'days_left', label: header('daysLeft'), render: (item) => item.days_left },
    { source: 'status', label: header('statusColumn'), sortable: false, render: (item) => <StatusChip status={item.status} /> },
  ];
  return (
    <LocalList resource="maintenance-due-documents" rows={rows}>
      <ListTable
        label={translate('sat.maintenance.documents')}
        columns={columns}
        empty={translate('sat.maintenance.noDocuments', { days: withinDays(warningDays) })}
      />
    </LocalList>
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
          <CsvDownloadButton
            fetchFile={() => dataProvider.exportMaintenanceDueCsv(site)}
            fileName={() => maintenanceDueFileName(site, data.today)}
            iconOnly={false}
          />
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
          <ServicesTable services={data.services} />
          <Typography variant="h6" component="h2">
            {translate('sat.maintenance.documents')}
          </Typography>
          <DocumentsTable documents={data.documents} warningDays={data.warning_days} />
        </>
      )}
    </Stack>
  );
};

export default MaintenanceDueView;
