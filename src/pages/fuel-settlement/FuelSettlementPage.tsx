/**
 * /fuel-settlement "Rozliczenie paliwa" (issue 33 §2): for a month and the shared site (every
 * machine when none), each machine's work, its consumption by the norms, the fuel it took and the
 * difference in litres and złoty; beyond the tolerance marked red (over the norm) or orange (under
 * it). Printed on A4 landscape (the table alone), also as CSV and XLSX. The month is in the address.
 */
import { Alert, Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useMonthAddress } from '../../shared/useMonthAddress';
import { useDataProvider, useTranslate } from 'ra-core';
import { fuelSettlementSheet, periodText, UNIT_LABELS, type FuelSettlementReport, type FuelSettlementRow } from '../../domain/fuelNorms/report';
import { SETTLEMENT_STATUS_LABELS, type SettlementStatus } from '../../domain/fuelNorms/settlement';
import { formatDecimal, formatMoney } from '../../domain/numbers';
import type { FuelSettlementQuery, SatDataProvider } from '../../providers/types';
import { ReportTable, type ReportColumn } from '../../registry-ui/ReportTable';
import { CsvDownloadButton } from '../../shared/CsvExportButton';
import { useWorkScope } from '../../state/workScope';
import { useFuelSettlement } from './useFuelSettlement';
import { MonthField } from '../../shared/MonthField';

const PRINT_CSS = '@page { size: A4 landscape; margin: 10mm; }';

const litres = (value: number) => formatDecimal(value, { minDecimals: 2 });
const signed = (value: number, text: string) => (value > 0 ? `+${text}` : text);

const STATUS_COLORS: Record<SettlementStatus, 'error' | 'warning' | 'success' | 'default'> = {
  over: 'error',
  under: 'warning',
  ok: 'success',
  no_norm: 'default',
  idle: 'default',
};

function useColumns(): ReportColumn<FuelSettlementRow>[] {
  const translate = useTranslate();
  return [
    {
      key: 'vehicle',
      label: translate('sat.fuelSettlement.vehicle'),
      value: (row) => (
        <Box sx={{ minWidth: 110 }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {row.fleet_number}
          </Box>{' '}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {row.registration_number}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {row.vehicle_model}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'usage',
      label: translate('sat.fuelSettlement.usage'),
      numeric: true,
      value: (row) => (
        <Box>
          {`${formatDecimal(row.usage)} ${UNIT_LABELS[row.unit]}`}
          {row.meter_start !== null && (
            <Typography variant="body2" color="text.secondary">
              {`${formatDecimal(row.meter_start)} → ${formatDecimal(row.meter_end ?? row.meter_start)}`}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      key: 'norms',
      label: translate('sat.fuelSettlement.norms'),
      value: (row) => (
        <Box sx={{ minWidth: 170 }}>
          {row.periods.map((period) => (
            <Typography key={`${period.norm}-${period.from}`} variant="body2">
              {periodText(period, row.unit)}
            </Typography>
          ))}
          {row.usage_without_norm > 0 && (
            <Typography variant="body2" color="error">
              {translate('sat.fuelSettlement.noNorm', { usage: `${formatDecimal(row.usage_without_norm)} ${UNIT_LABELS[row.unit]}` })}
            </Typography>
          )}
        </Box>
      ),
    },
    { key: 'norm_litres', label: translate('sat.fuelSettlement.normLitres'), numeric: true, value: (row) => litres(row.norm_litres) },
    {
      key: 'taken',
      label: translate('sat.fuelSettlement.taken'),
      numeric: true,
      value: (row) => (
        <Box>
          {litres(row.taken_litres)}
          <Typography variant="body2" color="text.secondary">
            {translate('sat.fuelSettlement.station', { litres: litres(row.station_litres) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('sat.fuelSettlement.tanker', { litres: litres(row.tanker_litres) })}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'difference',
      label: translate('sat.fuelSettlement.difference'),
      numeric: true,
      value: (row) => (
        <Box
          sx={{
            color: row.status === 'over' ? 'error.main' : row.status === 'under' ? 'warning.dark' : undefined,
            fontWeight: row.status === 'over' || row.status === 'under' ? 600 : undefined,
          }}
        >
          {signed(row.difference_litres, litres(row.difference_litres))}
          {row.difference_percent !== null && (
            <Typography variant="body2" sx={{ color: 'inherit' }}>
              {`${signed(row.difference_percent, formatDecimal(row.difference_percent))} %`}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      key: 'difference_pln',
      label: translate('sat.fuelSettlement.differencePln'),
      numeric: true,
      value: (row) =>
        row.difference_pln === null ? (
          '—'
        ) : (
          <Box>
            {signed(row.difference_pln, formatMoney(row.difference_pln))}
            <Typography variant="body2" color="text.secondary">
              {translate('sat.fuelSettlement.price', { price: formatMoney(row.price_per_litre ?? 0) })}
            </Typography>
          </Box>
        ),
    },
    {
      key: 'status',
      label: translate('sat.fuelSettlement.status'),
      value: (row) => <Chip size="small" color={STATUS_COLORS[row.status]} label={SETTLEMENT_STATUS_LABELS[row.status]} />,
    },
    { key: 'operators', label: translate('sat.fuelSettlement.operators'), value: (row) => row.operators.join(', ') || '—' },
  ];
}

const Downloads = ({ query, report }: { query: FuelSettlementQuery; report: FuelSettlementReport }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const fileName = fuelSettlementSheet(report).fileName;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', displayPrint: 'none' }}>
      <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
        {translate('sat.fuelSettlement.print')}
      </Button>
      <CsvDownloadButton
        label={translate('sat.fuelSettlement.csv')}
        fetchFile={() => dataProvider.exportFuelSettlementCsv(query)}
        fileName={() => `${fileName}.csv`}
        iconOnly={false}
      />
      <CsvDownloadButton
        label={translate('sat.fuelSettlement.xlsx')}
        fetchFile={() => dataProvider.exportFuelSettlementXlsx(query)}
        fileName={() => `${fileName}.xlsx`}
        iconOnly={false}
      />
    </Stack>
  );
};

export const FuelSettlementPage = () => {
  const translate = useTranslate();
  const { site } = useWorkScope();
  const { month, setParam } = useMonthAddress();
  const query: FuelSettlementQuery = { month, site };
  const { data: report, error, isPending } = useFuelSettlement(query);
  const columns = useColumns();

  return (
    <Stack spacing={2} sx={{ py: 1, minWidth: 0 }}>
      <style>{PRINT_CSS}</style>
      <Stack spacing={1} sx={{ px: 1, pt: 1 }}>
        <Typography variant="h5" component="h1">
          {translate('sat.fuelSettlement.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ displayPrint: 'none' }}>
          {translate('sat.fuelSettlement.intro')}
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <MonthField label={translate('sat.fuelSettlement.month')} value={month} onChange={(chosen) => setParam('month', chosen)} />
          {report && <Typography>{translate('sat.fuelSettlement.tolerance', { percent: formatDecimal(report.tolerance_percent) })}</Typography>}
        </Stack>
      </Stack>
      {isPending ? (
        <Skeleton variant="rectangular" height={240} aria-label={translate('ra.page.loading')} />
      ) : error || !report ? (
        <Alert severity="error">{translate('sat.fuelSettlement.error', { detail: error?.message ?? '' })}</Alert>
      ) : (
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ px: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {translate('sat.fuelSettlement.vehicles')}
            </Typography>
            <Downloads query={query} report={report} />
          </Stack>
          {report.vehicles.length ? (
            <>
              <ReportTable label={translate('sat.fuelSettlement.vehicles')} columns={columns} rows={report.vehicles} rowKey={(row) => row.vehicle} />
              <Typography sx={{ px: 1, fontWeight: 600 }} aria-label={translate('sat.fuelSettlement.total')}>
                {translate('sat.fuelSettlement.totals', {
                  norm: litres(report.totals.norm_litres),
                  taken: litres(report.totals.taken_litres),
                  difference: signed(report.totals.difference_litres, litres(report.totals.difference_litres)),
                  money: signed(report.totals.difference_pln, formatMoney(report.totals.difference_pln)),
                })}
              </Typography>
            </>
          ) : (
            <Typography color="text.secondary" sx={{ px: 1 }}>
              {translate('sat.fuelSettlement.empty')}
            </Typography>
          )}
        </Stack>
      )}
    </Stack>
  );
};
