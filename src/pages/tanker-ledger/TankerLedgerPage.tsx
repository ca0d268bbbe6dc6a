/**
 * /tanker-ledger "Bilans cysterny" (issue "Fuel and haul intelligence" §1): the tanker selector and
 * card of /vehicle-fueling, then the chosen tanker's ledger over the shared date range — the days
 * as a table, flagged days with their reason, and a chart loaded lazily. A stock count is recorded
 * with the stock counts' own add dialog, started with the tanker. The ledger downloads as CSV.
 */
import { lazy, Suspense, useState } from 'react';
import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ResourceContextProvider, useDataProvider, useTranslate, type Identifier, type RaRecord } from 'ra-core';
import { paddedDay } from '../../domain/dates';
import { tankerLedgerFileName } from '../../domain/reports/reportCsv';
import { CreateRecordButton } from '../../registry-ui/CreateRecordButton';
import { CsvDownloadButton } from '../../shared/CsvExportButton';
import type { SatDataProvider } from '../../providers/types';
import { TankerCard } from '../../shared/tankers/TankerCard';
import { TankerSelector } from '../../shared/tankers/TankerSelector';
import { selectedTanker } from '../../shared/tankers/tankerSelection';
import { useTankers } from '../../shared/tankers/useTankers';
import { useWorkScope } from '../../state/workScope';
import { TankerLedgerTable } from './TankerLedgerTable';
import { shownLitres } from './tankerLedgerText';

const TankerLedgerChart = lazy(() => import('./TankerLedgerChart'));

const STOCK_COUNTS = 'tanker-stock-counts';
const CHART_HEIGHT = 360;

const Ledger = ({ tanker, from, to }: { tanker: RaRecord; from: Date; to: Date }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const {
    data: ledger,
    error,
    isPending,
  } = useQuery({
    // Under the stock counts' key: a count recorded here refreshes the ledger.
    queryKey: [STOCK_COUNTS, 'tanker-ledger', tanker.id, paddedDay(from), paddedDay(to)],
    queryFn: () => dataProvider.getTankerLedger({ tanker: Number(tanker.id), from, to }),
    retry: false,
  });
  if (isPending) return <Skeleton variant="rectangular" height={CHART_HEIGHT} aria-label={translate('ra.page.loading')} />;
  if (error || !ledger) {
    return <Alert severity="error">{translate('sat.tankerLedger.error', { detail: error?.message ?? '' })}</Alert>;
  }
  const quiet = ledger.days.every((day) => day.delivered === 0 && day.dispensed === 0 && day.stock_count === null);
  return (
    <>
      <Typography sx={{ px: 1 }}>
        {translate('sat.tankerLedger.summary', {
          opening: shownLitres(ledger.opening),
          delivered: shownLitres(ledger.delivered),
          dispensed: shownLitres(ledger.dispensed),
          closing: shownLitres(ledger.closing),
        })}
      </Typography>
      {quiet ? (
        <Typography color="text.secondary" sx={{ px: 1 }}>
          {translate('sat.tankerLedger.empty')}
        </Typography>
      ) : (
        <>
          <Suspense fallback={<Skeleton variant="rectangular" height={CHART_HEIGHT} />}>
            <TankerLedgerChart ledger={ledger} />
          </Suspense>
          <TankerLedgerTable days={ledger.days} />
        </>
      )}
    </>
  );
};

export const TankerLedgerPage = () => {
  const translate = useTranslate();
  const { tankers, isPending } = useTankers();
  const [chosen, setChosen] = useState<Identifier | null | undefined>(undefined);
  const tanker = selectedTanker(tankers, chosen);
  const { from, to } = useWorkScope().dateRange;
  const dataProvider = useDataProvider<SatDataProvider>();
  return (
    <Stack spacing={2} sx={{ py: 1, minWidth: 0 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ px: 1, pt: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {translate('sat.tankerLedger.title')}
        </Typography>
        {tanker && from && to && (
          <CsvDownloadButton
            iconOnly={false}
            fetchFile={() => dataProvider.exportTankerLedgerCsv({ tanker: Number(tanker.id), from, to })}
            fileName={() => tankerLedgerFileName(tanker.registration_number, { from: paddedDay(from), to: paddedDay(to) })}
          />
        )}
      </Stack>
      <TankerSelector tankers={tankers} value={tanker} onChange={(next) => setChosen(next?.id ?? null)} loading={isPending} />
      {tanker ? (
        <>
          <TankerCard tanker={tanker} />
          <ResourceContextProvider value={STOCK_COUNTS}>
            <div>
              <CreateRecordButton defaults={{ tanker: tanker.id }} />
            </div>
          </ResourceContextProvider>
          {from && to ? (
            <Ledger tanker={tanker} from={from} to={to} />
          ) : (
            <Typography color="text.secondary" sx={{ px: 1 }}>
              {translate('sat.tankerLedger.noRange')}
            </Typography>
          )}
        </>
      ) : (
        !isPending && (
          <Typography color="text.secondary" sx={{ px: 1 }}>
            {translate('sat.tankerLedger.noTanker')}
          </Typography>
        )
      )}
    </Stack>
  );
};
