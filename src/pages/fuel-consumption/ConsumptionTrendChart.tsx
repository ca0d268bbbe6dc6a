/**
 * A vehicle's consumption interval by interval over the period, against its baseline as a
 * reference line. Loaded lazily (MUI X Charts stays out of the main chunk).
 */
import { Box } from '@mui/material';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { useTranslate } from 'ra-core';
import { showDate, showDateTime } from '../../domain/dates';
import type { ConsumptionTrend } from '../../domain/reports/consumption';
import { polishValueAxisIn } from '../chartAxes';
import { shownRate } from './consumptionText';
import { useCompanyTimeZone } from '../../state/companyTimeZone';

export default function ConsumptionTrendChart({ trend }: { trend: ConsumptionTrend }) {
  const timeZone = useCompanyTimeZone();
  const translate = useTranslate();
  const counted = trend.intervals.filter((point) => point.plausible);
  const rate = (value: number | null) => shownRate(value, trend.unit, translate);
  return (
    <Box role="figure" aria-label={translate('sat.fuelConsumption.chart')} sx={{ width: '100%' }}>
      <ChartsDataProvider
        height={300}
        xAxis={[
          {
            id: 'time',
            scaleType: 'time',
            // Ticks a day apart at least, each showing its day.
            tickMinStep: 86_400_000,
            data: counted.map((point) => new Date(point.datetime)),
            valueFormatter: (value: Date, context) =>
              context.location === 'tick' ? showDate(value.toISOString(), timeZone).slice(0, 5) : showDateTime(value.toISOString(), timeZone),
          },
        ]}
        yAxis={[{ id: 'rate', min: 0, ...polishValueAxisIn(translate(`sat.fuelConsumption.rateUnit.${trend.unit}`)) }]}
        series={[
          {
            type: 'line',
            id: 'rate',
            label: translate('sat.fuelConsumption.chartRate', { unit: translate(`sat.fuelConsumption.rateUnit.${trend.unit}`) }),
            data: counted.map((point) => point.rate),
            curve: 'linear',
            valueFormatter: rate,
          },
        ]}
        skipAnimation
      >
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'start' }}>
          <ChartsLegend />
          <ChartsSurface>
            <LinePlot />
            <MarkPlot />
            {trend.baseline !== null && (
              <ChartsReferenceLine
                y={trend.baseline}
                label={translate('sat.fuelConsumption.chartBaseline', { rate: rate(trend.baseline) })}
                lineStyle={{ strokeDasharray: '6 4' }}
              />
            )}
            <ChartsXAxis />
            <ChartsYAxis />
            <ChartsAxisHighlight x="line" />
          </ChartsSurface>
          <ChartsTooltip trigger="axis" />
        </ChartsWrapper>
      </ChartsDataProvider>
    </Box>
  );
}
