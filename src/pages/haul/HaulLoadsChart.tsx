/** Loads per company day, stacked by material. Loaded lazily (MUI X Charts stays out of the main chunk). */
import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'ra-core';
import { showDay } from '../../domain/dates';
import type { HaulReport } from '../../domain/reports/haul';
import { materialName } from './haulText';

export default function HaulLoadsChart({ report }: { report: HaulReport }) {
  const translate = useTranslate();
  const series = report.materials.map((material) => ({
    id: `material-${material.material ?? 'none'}`,
    label: materialName(material.material_name, translate),
    stack: 'loads',
    data: report.days.map((day) => day.materials.find((entry) => entry.material === material.material)?.loads ?? 0),
  }));
  return (
    <Box role="figure" aria-label={translate('sat.haul.loadsChart')} sx={{ width: '100%', minWidth: 0 }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: report.days.map((day) => showDay(day.day).slice(0, 5)) }]}
        yAxis={[{ label: translate('sat.haul.loads'), tickMinStep: 1 }]}
        series={series}
        skipAnimation
      />
    </Box>
  );
}
