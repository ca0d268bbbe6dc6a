/**
 * The consumption ranking: a group per site (when every site is shown) and vehicle type, each
 * vehicle's figures in its unit (every litre fuelled in the period, and apart the part the rate
 * stands on), a deviation beyond the threshold as a coloured chip. Choosing a
 * vehicle (its button, by mouse or keyboard) shows its trend.
 */
import { Fragment } from 'react';
import { Button, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'ra-core';
import { formatDecimal } from '../../domain/numbers';
import { isDeviationFlagged, type VehicleConsumption } from '../../domain/reports/consumption';
import { vehicleTypeLabel } from '../../domain/vehicleTypes';
import { shownDeviation, shownDistance, shownRate, vehicleName } from './consumptionText';
import { shownLitres } from '../tanker-ledger/tankerLedgerText';
import { cardRowsOnPhone } from '../../registry-ui/cardRowsOnPhone';

const COLUMNS = ['vehicle', 'unit', 'fueled', 'litres', 'distance', 'rate', 'baseline', 'deviation', 'skipped'] as const;

/** The rows grouped by site and type, in the ranking's order. */
function groups(rows: readonly VehicleConsumption[], allSites: boolean) {
  const grouped: { key: string; label: string; rows: VehicleConsumption[] }[] = [];
  for (const row of rows) {
    const type = vehicleTypeLabel(row.vehicle.vehicle_type);
    const key = `${row.vehicle.site}/${row.vehicle.vehicle_type}`;
    if (grouped.at(-1)?.key !== key) grouped.push({ key, label: allSites ? `${row.vehicle.site_name ?? ''} · ${type}` : type, rows: [] });
    grouped.at(-1)!.rows.push(row);
  }
  return grouped;
}

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

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

export const ConsumptionTable = ({ rows, allSites, selected, onSelect }: ConsumptionTableProps) => {
  const translate = useTranslate();
  const label = translate('sat.fuelConsumption.tableLabel');
  const header = (name: (typeof COLUMNS)[number]) => translate(`sat.fuelConsumption.${name}`);
  return (
    // Focusable so that keyboard users can scroll it sideways on a narrow screen.
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={[{ overflowX: 'auto' }, cardRowsOnPhone]}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'vehicle' || column === 'unit' ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>
                {header(column)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {groups(rows, allSites).map((group) => (
            <Fragment key={group.key}>
              <TableRow data-group>
                <TableCell component="th" scope="colgroup" colSpan={COLUMNS.length} sx={{ fontWeight: 600, bgcolor: 'action.hover' }}>
                  {group.label}
                </TableCell>
              </TableRow>
              {group.rows.map((row) => {
                const name = vehicleName(row.vehicle);
                const isSelected = row.vehicle.id === selected;
                return (
                  <TableRow
                    key={row.vehicle.id}
                    data-vehicle={row.vehicle.id}
                    selected={isSelected}
                    sx={isSelected ? { bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08) } : undefined}
                  >
                    <TableCell component="th" scope="row" data-label={header('vehicle')} sx={{ whiteSpace: 'nowrap', py: 0 }}>
                      <Button
                        size="small"
                        aria-pressed={isSelected}
                        aria-label={translate('sat.fuelConsumption.showTrend', { vehicle: name })}
                        onClick={() => onSelect(row.vehicle.id)}
                        sx={{ textTransform: 'none', minWidth: 0, px: 0.5 }}
                      >
                        {name}
                      </Button>
                    </TableCell>
                    <TableCell data-label={header('unit')} sx={{ whiteSpace: 'nowrap' }}>
                      {translate(`sat.fuelConsumption.rateUnit.${row.unit}`)}
                    </TableCell>
                    <TableCell align="right" data-label={header('fueled')} sx={numeric}>
                      {shownLitres(row.fueled_litres)}
                    </TableCell>
                    <TableCell align="right" data-label={header('litres')} sx={numeric}>
                      {shownLitres(row.litres)}
                    </TableCell>
                    <TableCell align="right" data-label={header('distance')} sx={numeric}>
                      {shownDistance(row.distance, row.unit, translate)}
                    </TableCell>
                    <TableCell align="right" data-label={header('rate')} sx={numeric}>
                      {shownRate(row.rate, row.unit, translate)}
                    </TableCell>
                    <TableCell align="right" data-label={header('baseline')} sx={numeric}>
                      {shownRate(row.baseline, row.unit, translate)}
                    </TableCell>
                    <TableCell align="right" data-label={header('deviation')} sx={numeric}>
                      <Deviation deviation={row.deviation_percent} />
                    </TableCell>
                    <TableCell align="right" data-label={header('skipped')} sx={numeric}>
                      {formatDecimal(row.skipped_intervals)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
