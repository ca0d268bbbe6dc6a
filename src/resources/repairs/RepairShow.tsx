/**
 * One repair request (issue 15 §3), opened from a row of /repairs: its details and status chip,
 * its photos, the form that changes it (for accounts that may change repairs), and its history.
 * Saving refetches the request and the history, so the new entry shows at once.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetOne, useTranslate, type RaRecord } from 'ra-core';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { companyDateTime } from '../../domain/companyTime';
import type { AttachmentRef } from '../../domain/fields';
import { formatMoney } from '../../domain/numbers';
import type { RepairStatus } from '../../domain/repairs/workflow';
import type { SatDataProvider } from '../../providers/types';
import { RepairChangeForm } from './RepairChangeForm';
import { useCanWrite } from '../../state/useAccess';
import { RepairHistory } from './RepairHistory';
import { RepairPhotos } from './RepairPhotos';
import { RepairStatusChip } from './RepairStatusChip';
import { useCompanyTimeZone } from '../../state/companyTimeZone';

const names = (...parts: unknown[]) => parts.filter((part) => part !== null && part !== undefined && part !== '').join(' ');

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2 }}>
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

const Details = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.repairs.fields.${name}`);
  const rows: Array<[string, React.ReactNode]> = [
    [translate('sat.repairs.reporter'), names(record.person_first_name, record.person_last_name)],
    [field('vehicle'), names(record.vehicle_model, record.vehicle_registration_number)],
    [field('vehicle_fleet_number'), record.vehicle_fleet_number],
    [field('note'), record.note],
    [field('status'), <RepairStatusChip status={record.status as RepairStatus} />],
    [field('assignee'), names(record.assignee_first_name, record.assignee_last_name) || '—'],
    [field('cost'), typeof record.cost === 'number' ? formatMoney(record.cost) : '—'],
    [field('closing_note'), record.closing_note || '—'],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

export const RepairShow = () => {
  const timeZone = useCompanyTimeZone();
  const { id = '' } = useParams();
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const request = useGetOne('repairs', { id });
  const history = useQuery({ queryKey: ['repairs', 'history', id], queryFn: () => dataProvider.getRepairHistory(id) });
  const record = request.data;
  const refresh = () => Promise.all([request.refetch(), history.refetch()]);
  // A read-only account (issue 16 §1) follows the request without the workflow form.
  const canChange = useCanWrite('repairs');

  return (
    <Box sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1100 }}>
      <Box>
        <Button component={RouterLink} to="/repairs" startIcon={<ArrowBackIcon />}>
          {translate('sat.repairs.back')}
        </Button>
      </Box>
      {request.isError && <Typography role="alert">{translate('sat.repairs.loadError')}</Typography>}
      {record && (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="h5" component="h1">
              {translate('sat.repairs.title', { date: companyDateTime(record.datetime, timeZone) })}
            </Typography>
            <RepairStatusChip status={record.status as RepairStatus} />
          </Stack>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
            <Stack spacing={2}>
              <Section title={translate('sat.repairs.details')}>
                <Details record={record} />
              </Section>
              <Section title={translate('sat.repairs.photos')}>
                <RepairPhotos photos={(record.photos ?? []) as AttachmentRef[]} />
              </Section>
            </Stack>
            {canChange && (
              <Section title={translate('sat.repairs.change')}>
                {/* A fresh form after each save: it starts from the request as stored. */}
                <RepairChangeForm key={history.data?.length ?? 0} record={record} onSaved={refresh} />
              </Section>
            )}
          </Box>
          <Section title={translate('sat.repairs.history')}>
            {history.isError ? <Typography role="alert">{translate('sat.repairs.historyError')}</Typography> : <RepairHistory events={history.data ?? []} />}
          </Section>
        </>
      )}
    </Box>
  );
};
