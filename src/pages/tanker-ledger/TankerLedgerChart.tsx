/**
 * The tanker's stock at the end of each day as a stepped area (each day's band at its day-end
 * value: a smooth curve between two days drew stock the tanker never had) with its capacity as a
 * line, deliveries and dispensings as bars. Loaded lazily (MUI X Charts stays out of the main chunk).
 */
import { Box } from '@mui/material';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { AreaPlot, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { useTranslate } from 'ra-core';
import { showDay } from '../../domain/dates';
import type { TankerLedger } from '../../domain/reports/tankerLedger';
import { polishValueAxisIn } from '../chartAxes';
import { shownLitres } from './tankerLedgerText';

const litres = (value: number | null) => (value === null ? '' : `${shownLitres(value)} l`);

export default function TankerLedgerChart({ ledger }: { ledger: TankerLedger }) {
  const translate = useTranslate();
  const days = ledger.days.map((day) => showDay(day.day).slice(0, 5));
  return (
    <Box role="figure" aria-label={translate('sat.tankerLedger.chart')} sx={{ width: '100%' }}>
      <ChartsDataProvider
        height={320}
        xAxis={[{ id: 'days', scaleType: 'band', data: days }]}
        yAxis={[{ id: 'litres', ...polishValueAxisIn(translate('sat.chart.litresAxis')) }]}
        series={[
          {
            type: 'line',
            id: 'stock',
            label: translate('sat.tankerLedger.stock'),
            data: ledger.days.map((day) => day.closing),
            area: true,
            curve: 'step',
            valueFormatter: litres,
          },
          {
            type: 'bar',
            id: 'delivered',
            label: translate('sat.tankerLedger.delivered'),
            data: ledger.days.map((day) => day.delivered),
            valueFormatter: litres,
          },
          {
            type: 'bar',
            id: 'dispensed',
            label: translate('sat.tankerLedger.dispensed'),
            data: ledger.days.map((day) => day.dispensed),
            valueFormatter: litres,
          },
        ]}
        skipAnimation
      >
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'start' }}>
          <ChartsLegend />
          <ChartsSurface>
            <BarPlot />
            <AreaPlot fillOpacity={0.2} />
            <LinePlot />
            <MarkPlot />
            <ChartsReferenceLine
              y={ledger.capacity}
              label={translate('sat.tankerLedger.capacity', { litres: shownLitres(ledger.capacity) })}
              lineStyle={{ strokeDasharray: '6 4' }}
            />
            <ChartsXAxis />
            <ChartsYAxis />
            <ChartsAxisHighlight x="band" />
          </ChartsSurface>
          <ChartsTooltip trigger="axis" />
        </ChartsWrapper>
      </ChartsDataProvider>
    </Box>
  );
}
