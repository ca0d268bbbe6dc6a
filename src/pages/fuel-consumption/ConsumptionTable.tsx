/**
 * The consumption ranking: a group per site (when every site is shown) and vehicle type, each
 * vehicle's figures in its unit (every litre fuelled in the period, and apart the part the rate
 * stands on), a deviation beyond the threshold as a coloured chip. Choosing a
 * vehicle (its button, by mouse or keyboard) shows its trend.
 */
import { useMemo, type ReactNode } from 'react';
import { Button, Chip } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useListContext, useTranslate } from 'ra-core';
import { formatDecimal } from '../../domain/numbers';
import { isDeviationFlagged, type VehicleConsumption } from '../../domain/reports/consumption';
import { vehicleTypeLabel } from '../../domain/vehicleTypes';
import { shownDeviation, shownDistance, shownRate, vehicleName } from './consumptionText';
import { shownLitres } from '../tanker-ledger/tankerLedgerText';
import { ListTable, LocalList, type ListTableColumn } from '../../registry-ui/ListTable';
import type { TableRowGroup } from '../../registry-ui/ResourceTableBody';

type Column = 'vehicle' | 'unit' | 'fueled' | 'litres' | 'distance' | 'rate' | 'baseline' | 'deviation' | 'skipped';

/** A vehicle's figures as a list's record (the vehicle is its id) with its group: site and type. */
type ConsumptionRow = VehicleConsumption & { id: number; name: string; group: TableRowGroup };

const Deviation = ({ deviation }: { deviation: number | null }) => {
  const translate = useTranslate();
  const text = shownDeviation(deviation, translate);
  if (!isDeviationFlagged(deviation)) return <>{text}</>;
  return <Chip size="small" label={text} color={deviation! > 0 ? 'error' : 'warning'} data-flagged="true" />;
};

export interface ConsumptionTableProps {
  rows: readonly VehicleConsumption[];
  allSites: boolean;
  selected: number | null;
  onSelect: (vehicle: number) => void;
}

const SELECTED = 'sat-chosen';
const tableSx = {
  [`& tr.${SELECTED}`]: { bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08) },
  '& td.column-name': { py: 0 },
  '& td.column-unit': { whiteSpace: 'nowrap' },
} as const satisfies Parameters<typeof ListTable>[0]['sx'];

/**
 * In the ranking's order the rows are grouped by site and type; a click on a column's header sorts
 * them by that column instead, without groups.
 */
const InRankingOrder = ({ children }: { children: (grouped: boolean) => ReactNode }) => {
  const { sort } = useListContext();
  return children(!sort.field);
};

export const ConsumptionTable = ({ rows, allSites, selected, onSelect }: ConsumptionTableProps) => {
  const translate = useTranslate();
  const header = (name: Column) => translate(`sat.fuelConsumption.${name}`);
  const records = useMemo(
    () =>
      rows.map((row): ConsumptionRow => {
        const type = vehicleTypeLabel(row.vehicle.vehicle_type);
        return {
          ...row,
          id: row.vehicle.id,
          name: vehicleName(row.vehicle),
          group: { key: `${row.vehicle.site}/${row.vehicle.vehicle_type}`, label: allSites ? `${row.vehicle.site_name ?? ''} · ${type}` : type },
        };
      }),
    [rows, allSites],
  );
  const columns: ListTableColumn<ConsumptionRow>[] = [
    {
      source: 'name',
      label: header('vehicle'),
      noWrap: true,
      render: (row) => (
        <Button
          size="small"
          aria-pressed={row.id === selected}
          aria-label={translate('sat.fuelConsumption.showTrend', { vehicle: row.name })}
          onClick={() => onSelect(row.id)}
          sx={{ textTransform: 'none', minWidth: 0, px: 0.5 }}
        >
          {row.name}
        </Button>
      ),
    },
    { source: 'unit', label: header('unit'), render: (row) => translate(`sat.fuelConsumption.rateUnit.${row.unit}`) },
    { source: 'fueled_litres', label: header('fueled'), numeric: true, render: (row) => shownLitres(row.fueled_litres) },
    { source: 'litres', label: header('litres'), numeric: true, render: (row) => shownLitres(row.litres) },
    { source: 'distance', label: header('distance'), numeric: true, render: (row) => shownDistance(row.distance, row.unit, translate) },
    { source: 'rate', label: header('rate'), numeric: true, render: (row) => shownRate(row.rate, row.unit, translate) },
    { source: 'baseline', label: header('baseline'), numeric: true, render: (row) => shownRate(row.baseline, row.unit, translate) },
    { source: 'deviation_percent', label: header('deviation'), numeric: true, render: (row) => <Deviation deviation={row.deviation_percent} /> },
    { source: 'skipped_intervals', label: header('skipped'), numeric: true, render: (row) => formatDecimal(row.skipped_intervals) },
  ];
  return (
    <LocalList resource="fuel-consumption" rows={records}>
      <InRankingOrder>
        {(grouped) => (
          <ListTable
            label={translate('sat.fuelConsumption.tableLabel')}
            columns={columns}
            rowAttributes={(row) => ({ 'data-vehicle': row.id, className: row.id === selected ? SELECTED : undefined })}
            rowGroup={grouped ? (row) => row.group : undefined}
            sx={tableSx}
          />
        )}
      </InRankingOrder>
    </LocalList>
  );
};
