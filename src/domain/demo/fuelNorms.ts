/**
 * Fuel norms in the demo (issue 33 §2), so that "Rozliczenie paliwa" settles the demo company's
 * last month: every vehicle type burning fuel has a norm from a year before today, a little below
 * what its machines burn (VEHICLE_KINDS `consumption` ÷ 1.05, to half a litre) with +10 % from
 * November to March; the first crawler excavator has a norm of its own from 20 days before today,
 * so a month holds a norm change as well.
 */
import { VEHICLE_KINDS } from './catalog';
import { isoDay } from './calendar';
import type { CompanyModel } from './generatorModel';
import type { DemoFuelNorm } from './rows';

const WINTER = { season_percent: 10, season_from: '11', season_to: '3' } as const;

export function demoFuelNorms(company: CompanyModel): DemoFuelNorm[] {
  const vehicles = company.sites.flatMap((site) => site.vehicles);
  const types = [...new Set(vehicles.map((vehicle) => vehicle.row.vehicle_type))].sort();
  const since = isoDay(company.today - 365);
  const norms: DemoFuelNorm[] = types.map((type, index) => ({
    id: index + 1,
    vehicle: null,
    vehicle_type: type,
    valid_from: since,
    litres: Math.round((VEHICLE_KINDS[type].consumption / 1.05) * 2) / 2,
    ...WINTER,
    note: null,
  }));
  const excavator = vehicles.find((vehicle) => vehicle.row.vehicle_type === 'CRAWLER_EXCAVATOR');
  if (excavator) {
    norms.push({
      id: norms.length + 1,
      vehicle: excavator.row.id,
      vehicle_type: null,
      valid_from: isoDay(company.today - 20),
      litres: excavator.kind.consumption,
      ...WINTER,
      note: 'Norma po remoncie silnika',
    });
  }
  return norms;
}
