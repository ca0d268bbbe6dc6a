/**
 * Litres bought per day: station fuelings and deliveries into tankers side by side. Loaded lazily.
 * On paper a second copy is drawn at the printed page's own width (A4 less its margins) so that
 * its labels print at their size; the screen's copy, as wide as the window, would be shrunk.
 */
import { Box } from '@mui/material';
import { BarChart, type BarChartProps } from '@mui/x-charts/BarChart';
import { useTranslate } from 'ra-core';
import { showDay } from '../../domain/dates';
import type { SiteFuel } from '../../domain/reports/siteReport';
import { polishValueAxisIn } from '../chartAxes';
import { shownLitres } from './siteReportText';

/** 180 mm of A4 between 15-mm margins, in CSS pixels (96 per inch), less a little slack. */
const PRINTED_WIDTH = 660;

export default function SiteFuelChart({ fuel }: { fuel: SiteFuel }) {
  const translate = useTranslate();
  const chart: BarChartProps = {
    xAxis: [{ scaleType: 'band', data: fuel.days.map((day) => showDay(day.day).slice(0, 5)) }],
    yAxis: [polishValueAxisIn(translate('sat.chart.litresAxis'))],
    series: [
      {
        id: 'station',
        label: translate('sat.siteReport.stationLitres'),
        data: fuel.days.map((day) => day.station_litres),
        valueFormatter: (value) => (value === null ? '' : shownLitres(value)),
      },
      {
        id: 'delivered',
        label: translate('sat.siteReport.deliveredLitres'),
        data: fuel.days.map((day) => day.delivered_litres),
        valueFormatter: (value) => (value === null ? '' : shownLitres(value)),
      },
    ],
    skipAnimation: true,
  };
  return (
    <Box role="figure" aria-label={translate('sat.siteReport.fuelChart')} sx={{ width: '100%', breakInside: 'avoid' }}>
      <Box sx={{ displayPrint: 'none' }}>
        <BarChart height={260} {...chart} />
      </Box>
      <Box sx={{ display: 'none', displayPrint: 'block' }}>
        <BarChart width={PRINTED_WIDTH} height={220} {...chart} />
      </Box>
    </Box>
  );
}
