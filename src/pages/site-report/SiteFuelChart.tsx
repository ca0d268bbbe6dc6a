/** Litres bought per day: station fuelings and deliveries into tankers side by side. Loaded lazily. */
import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'ra-core';
import { showDay } from '../../domain/dates';
import type { SiteFuel } from '../../domain/reports/siteReport';
import { polishValueAxis } from '../chartAxes';
import { shownLitres } from './siteReportText';

export default function SiteFuelChart({ fuel }: { fuel: SiteFuel }) {
  const translate = useTranslate();
  return (
    <Box role="figure" aria-label={translate('sat.siteReport.fuelChart')} sx={{ width: '100%', breakInside: 'avoid' }}>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: fuel.days.map((day) => showDay(day.day).slice(0, 5)) }]}
        yAxis={[polishValueAxis]}
        series={[
          { id: 'station', label: translate('sat.siteReport.stationLitres'), data: fuel.days.map((day) => day.station_litres), valueFormatter: (value) => (value === null ? '' : shownLitres(value)) },
          { id: 'delivered', label: translate('sat.siteReport.deliveredLitres'), data: fuel.days.map((day) => day.delivered_litres), valueFormatter: (value) => (value === null ? '' : shownLitres(value)) },
        ]}
        skipAnimation
      />
    </Box>
  );
}
