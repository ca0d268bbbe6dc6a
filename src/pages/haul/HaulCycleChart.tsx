/**
 * Cycle times per route as box-like bars: for loading → unloading and for unloading → next loading,
 * the median, then up to the 90th percentile, then up to the maximum, in minutes. Loaded lazily.
 */
import { Box, Typography, useMediaQuery } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'ra-core';
import type { DurationStats, HaulRouteRow } from '../../domain/reports/haul';
import { routeName, shownDuration } from './haulText';

/** The chart shows at most this many routes, the slowest. */
export const CHART_ROUTES = 10;
const ROW_HEIGHT = 56;

const minutes = (seconds: number | null) => (seconds === null ? 0 : seconds / 60);

export default function HaulCycleChart({ routes }: { routes: HaulRouteRow[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const shown = routes.slice(0, CHART_ROUTES);
  const labels = shown.map((route) => routeName(route, translate));
  // A phone's axis holds a few characters: routes from one place would read the same there
  // ("Wykop km 129+9…" twice), so it numbers the routes and names them whole under the chart.
  // A wide axis names them (cut by MUI X to its width; the tooltip and the table give them whole).
  const tick = (label: string) => (wide ? label : `${labels.indexOf(label) + 1}.`);
  const legs = [
    { key: 'loaded', label: translate('sat.haul.loadedShort'), color: theme.palette.primary.main, stats: (route: HaulRouteRow) => route.loaded },
    { key: 'return', label: translate('sat.haul.returnShort'), color: theme.palette.secondary.main, stats: (route: HaulRouteRow) => route.return },
  ] as const;
  // Each segment's length is the step from the previous figure; its tooltip tells the figure itself.
  const segments = [
    { key: 'median', upper: (stats: DurationStats) => stats.median_seconds, lower: () => null, opacity: 1 },
    { key: 'p90', upper: (stats: DurationStats) => stats.p90_seconds, lower: (stats: DurationStats) => stats.median_seconds, opacity: 0.55 },
    { key: 'max', upper: (stats: DurationStats) => stats.max_seconds, lower: (stats: DurationStats) => stats.p90_seconds, opacity: 0.25 },
  ] as const;
  const series = legs.flatMap((leg) =>
    segments.map((segment) => ({
      id: `${leg.key}-${segment.key}`,
      label: `${leg.label}: ${translate(`sat.haul.${segment.key}`)}`,
      stack: leg.key,
      color: alpha(leg.color, segment.opacity),
      data: shown.map((route) => minutes(segment.upper(leg.stats(route))) - minutes(segment.lower(leg.stats(route)))),
      valueFormatter: (_value: number | null, { dataIndex }: { dataIndex: number }) => shownDuration(segment.upper(leg.stats(shown[dataIndex]))),
    })),
  );
  return (
    <Box role="figure" aria-label={translate('sat.haul.cycleChart')} sx={{ width: '100%', minWidth: 0 }}>
      <BarChart
        layout="horizontal"
        height={120 + shown.length * ROW_HEIGHT}
        yAxis={[
          {
            scaleType: 'band',
            data: labels,
            width: wide ? 300 : 40,
            valueFormatter: (label: string, context) => (context.location === 'tick' ? tick(label) : label),
          },
        ]}
        xAxis={[{ label: 'min' }]}
        series={series}
        skipAnimation
      />
      {!wide && (
        <Box component="ol" aria-label={translate('sat.haul.cycleChartRoutes')} sx={{ m: 0, mb: 1, pl: 4, typography: 'body2' }}>
          {labels.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
        {translate(theme.palette.mode === 'dark' ? 'sat.haul.cycleChartNoteDark' : 'sat.haul.cycleChartNote', { count: CHART_ROUTES })}
      </Typography>
    </Box>
  );
}
