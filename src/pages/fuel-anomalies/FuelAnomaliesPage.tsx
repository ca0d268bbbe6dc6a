/**
 * /fuel-anomalies "Anomalie paliwowe" (issue "Fuel and haul intelligence" §2): the anomalies of the
 * selected site's fuelings over the shared date range, each with its reason and numbers; "Wyjaśnij"
 * marks one explained with a note, explained ones are hidden unless shown with who and when; the
 * thresholds are changed in a dialog.
 */
import { useState } from 'react';
import { Alert, Button, FormControlLabel, Skeleton, Stack, Switch, Typography } from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import { ANOMALY_TITLES } from '../../domain/anomalies';
import { anomaliesFileName } from '../../domain/anomalies/anomaliesCsv';
import { paddedDay, showDateTime } from '../../domain/dates';
import { CsvDownloadButton } from '../../shared/CsvExportButton';
import type { SatDataProvider, VehicleAnomaly } from '../../providers/types';
import { canWriteAnything } from '../../domain/access';
import { useAccess } from '../../state/useAccess';
import { useWorkScope } from '../../state/workScope';
import { ListTable, LocalList, type ListTableColumn } from '../../registry-ui/ListTable';
import { ExplainDialog } from './ExplainDialog';
import { SettingsDialog } from './SettingsDialog';
import { ANOMALIES_KEY, useAnomalies } from '../../shared/anomalies/useAnomalies';
import { useCompanyTimeZone } from '../../state/companyTimeZone';

const WithdrawButton = ({ anomaly }: { anomaly: VehicleAnomaly }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SatDataProvider>();
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () => dataProvider.withdrawAnomalyExplanation(anomaly.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ANOMALIES_KEY] }),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Button size="small" disabled={withdraw.isPending} onClick={() => withdraw.mutate()}>
      {translate('sat.anomalies.withdraw')}
    </Button>
  );
};

/** `onExplain` null: the account may not explain (read-only, issue 16 §1), no action column. */
const AnomalyTable = ({
  anomalies,
  showExplained,
  onExplain,
}: {
  anomalies: VehicleAnomaly[];
  showExplained: boolean;
  onExplain: ((anomaly: VehicleAnomaly) => void) | null;
}) => {
  const timeZone = useCompanyTimeZone();
  const translate = useTranslate();
  const columns: Array<ListTableColumn<VehicleAnomaly> | false> = [
    { source: 'datetime', label: translate('sat.anomalies.datetime'), noWrap: true, render: (anomaly) => showDateTime(anomaly.datetime, timeZone) },
    {
      source: 'fleet_number',
      label: translate('sat.anomalies.vehicle'),
      noWrap: true,
      render: (anomaly) => [anomaly.fleet_number, anomaly.registration_number].filter((part) => part !== null).join(' '),
    },
    { source: 'source', label: translate('sat.anomalies.source'), render: (anomaly) => translate(`sat.anomalies.sources.${anomaly.source}`) },
    { source: 'code', label: translate('sat.anomalies.rule'), render: (anomaly) => ANOMALY_TITLES[anomaly.code] },
    { source: 'reason', label: translate('sat.anomalies.reason'), sortable: false, render: (anomaly) => anomaly.reason },
    showExplained && {
      source: 'explanation.explained_at',
      label: translate('sat.anomalies.explanation'),
      render: (anomaly) =>
        anomaly.explanation &&
        translate('sat.anomalies.explainedBy', {
          note: anomaly.explanation.note,
          user: anomaly.explanation.explained_by,
          at: showDateTime(anomaly.explanation.explained_at, timeZone),
        }),
    },
    onExplain !== null && {
      source: 'actions',
      label: '',
      sortable: false,
      render: (anomaly) =>
        anomaly.explanation ? (
          <WithdrawButton anomaly={anomaly} />
        ) : (
          <Button size="small" variant="outlined" onClick={() => onExplain(anomaly)}>
            {translate('sat.anomalies.explain')}
          </Button>
        ),
    },
  ];
  return (
    <LocalList resource="fuel-anomalies" rows={anomalies}>
      <ListTable
        label={translate('sat.anomalies.tableLabel')}
        columns={columns}
        rowAttributes={(anomaly) => ({ 'data-anomaly': anomaly.id })}
        sx={{ '& td.column-reason': { minWidth: { sm: 240 } }, '& td.column-explanation\\.explained_at': { minWidth: { sm: 200 } } }}
      />
    </LocalList>
  );
};

/** The list as shown (explained ones too when they are shown) as CSV. */
const AnomaliesCsvButton = ({ includeExplained }: { includeExplained: boolean }) => {
  const dataProvider = useDataProvider<SatDataProvider>();
  const { site, dateRange } = useWorkScope();
  const { from, to } = dateRange;
  if (!from || !to) return null;
  return (
    <CsvDownloadButton
      fetchFile={() => dataProvider.exportAnomaliesCsv({ site, from, to, includeExplained })}
      fileName={() => anomaliesFileName({ from: paddedDay(from), to: paddedDay(to) })}
      iconOnly={false}
    />
  );
};

export const FuelAnomaliesPage = () => {
  const translate = useTranslate();
  const [showExplained, setShowExplained] = useState(false);
  const [explaining, setExplaining] = useState<VehicleAnomaly | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { data, error, isPending, hasRange } = useAnomalies(showExplained);
  // Explaining is writing on the site; the thresholds are the whole company's (issue 16 §1).
  const access = useAccess();
  const canExplain = canWriteAnything(access);
  const canChangeSettings = access.role === 'administrator';
  return (
    <Stack spacing={2} sx={{ py: 1, minWidth: 0 }}>
      <Typography variant="h5" component="h1" sx={{ px: 1, pt: 1 }}>
        {translate('sat.anomalies.title')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ px: 1, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <FormControlLabel
          control={<Switch checked={showExplained} onChange={(event) => setShowExplained(event.target.checked)} />}
          label={translate('sat.anomalies.showExplained')}
        />
        {canChangeSettings && (
          <Button startIcon={<TuneIcon />} onClick={() => setSettingsOpen(true)}>
            {translate('sat.anomalies.settings')}
          </Button>
        )}
        <AnomaliesCsvButton includeExplained={showExplained} />
      </Stack>
      {!hasRange ? (
        <Typography color="text.secondary" sx={{ px: 1 }}>
          {translate('sat.anomalies.noRange')}
        </Typography>
      ) : isPending ? (
        <Skeleton variant="rectangular" height={240} aria-label={translate('ra.page.loading')} />
      ) : error || !data ? (
        <Alert severity="error">{translate('sat.anomalies.error', { detail: error?.message ?? '' })}</Alert>
      ) : data.anomalies.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 1 }}>
          {translate('sat.anomalies.empty')}
        </Typography>
      ) : (
        <>
          <Typography sx={{ px: 1 }}>{translate('sat.anomalies.count', { smart_count: data.anomalies.filter((a) => !a.explanation).length })}</Typography>
          <AnomalyTable anomalies={data.anomalies} showExplained={showExplained} onExplain={canExplain ? setExplaining : null} />
        </>
      )}
      {explaining && <ExplainDialog anomaly={explaining} onClose={() => setExplaining(null)} />}
      {settingsOpen && <SettingsDialog onClose={() => setSettingsOpen(false)} />}
    </Stack>
  );
};
