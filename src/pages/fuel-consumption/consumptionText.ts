/** How consumption reads on screen: Polish numbers with their units, a vehicle's name. */
import { formatDecimal } from '../../domain/numbers';
import type { ConsumptionVehicle } from '../../domain/reports/consumption';
import type { OdometerUnit } from '../../domain/reports/fuelLog';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "12 WGR 1234K": the fleet number and registration people know a vehicle by. */
export const vehicleName = (vehicle: Pick<ConsumptionVehicle, 'fleet_number' | 'registration_number'>): string =>
  `${vehicle.fleet_number} ${vehicle.registration_number}`;

/** "38,33 l/100 km" or "21,00 l/mth"; a dash for none. */
export const shownRate = (rate: number | null, unit: OdometerUnit, translate: Translate): string =>
  rate === null ? translate('sat.fuelConsumption.none') : `${formatDecimal(rate, { minDecimals: 2 })} ${translate(`sat.fuelConsumption.rateUnit.${unit}`)}`;

/** "12 346 km" or "20 mth": whole kilometres and engine hours, as odometers show them. */
export const shownDistance = (distance: number, unit: OdometerUnit, translate: Translate): string =>
  `${formatDecimal(Math.round(distance))} ${translate(`sat.fuelConsumption.distanceUnit.${unit}`)}`;

/** "+100,0 %" or "−4,5 %"; a dash for none. */
export const shownDeviation = (deviation: number | null, translate: Translate): string =>
  deviation === null ? translate('sat.fuelConsumption.none') : `${deviation > 0 ? '+' : ''}${formatDecimal(deviation, { minDecimals: 1 })} %`;
