/**
 * The deterministic demo company: `generateDemo({ seed, scale, now })` gives the same company for the
 * same seed and `now`. Pure TypeScript (no Node, no DOM): the server seeds its database with it and
 * the browser's fake data provider serves it. Small tables are arrays; large ones are generated
 * while iterated, so even a year of a big company streams with flat memory.
 */
import { DEFAULT_COMPANY_TIME_ZONE } from '../dates';
import { buildCompany, historyDaysFor } from './company';
import { fuelings, meterReadings, plantedAnomalies, plantedFixes, tankerFuelings, tankerStockCounts, vehicleFuelings } from './fuel';
import { onlinePoints } from './online';
import { repairRequests, repairWorkflow } from './repairs';
import { rides, trackOfRide } from './rides';
import { subcontractors } from './subcontractors';
import { demoMaintenance, type DemoMaintenance } from './maintenance';
import { defaultChecklistPoints } from '../checks/defaultChecklists';
import { demoFuelNorms } from './fuelNorms';
import type { DemoCompany, DemoLocationPoint, DemoMeterReading, DemoOptions, DemoRide, DemoTable } from './rows';
import { workDays } from './workDays';
import { markVatVans, vatVanRows, type DemoVanTrip, type VatVanRows } from './vatVans';

export type * from './rows';
export { ROLE_NAMES, STAFF_ROLES } from './catalog';
export { siteCountFor, historyDaysFor } from './company';

export function generateDemo(options: DemoOptions = {}): DemoCompany {
  const seed = options.seed ?? 1;
  const scale = options.scale ?? 1;
  if (!(scale > 0) || !Number.isFinite(scale)) throw new Error(`scale must be a positive number, got ${scale}`);
  const crews = options.crewsPerSite ?? 1;
  if (!Number.isInteger(crews) || crews < 1) throw new Error(`crewsPerSite must be a positive integer, got ${crews}`);
  const [shortestFix, longestFix] = options.gpsFixSeconds ?? [10, 20];
  if (!Number.isInteger(shortestFix) || shortestFix < 1 || !Number.isInteger(longestFix) || longestFix < shortestFix) {
    throw new Error(`gpsFixSeconds must be whole seconds [shortest ≥ 1, longest ≥ shortest], got ${String(options.gpsFixSeconds)}`);
  }
  const now = new Date((options.now ?? new Date()).getTime());
  const days = Math.max(1, Math.round(options.days ?? historyDaysFor(scale)));
  const company = buildCompany({
    seed,
    scale,
    now,
    days,
    timeZone: options.timeZone ?? DEFAULT_COMPANY_TIME_ZONE,
    crewsPerSite: options.crewsPerSite,
    gpsFixSeconds: options.gpsFixSeconds,
    refuelBelow: options.refuelBelow,
  });
  const { tables } = company;
  // Issue 33 §4: a van or two keeping the VAT mileage register.
  markVatVans(company);
  let vanRows: VatVanRows | undefined;
  const vans = () => (vanRows ??= vatVanRows(company));
  const requests = repairRequests(company);
  const stockCounts = tankerStockCounts(company);
  const firms = subcontractors(company);
  let maintenance: DemoMaintenance | undefined;
  let readings: DemoMeterReading[] | undefined;

  function* locationPoints(): Generator<DemoLocationPoint> {
    let id = 0;
    for (const ride of rides(company)) {
      for (const point of trackOfRide(company, ride)) yield { id: ++id, ...point };
    }
    for (const point of onlinePoints(company)) yield { id: ++id, ...point };
    for (const point of plantedFixes(company)) yield { id: ++id, ...point };
  }

  /**
   * The shift-end readings of the work cards (issue 33 §3), but the VAT vans' from their register's
   * own odometer (issue 33 §4): one series per van, in time order, numbered from 1.
   */
  function allMeterReadings(): DemoMeterReading[] {
    const own = vans();
    const registerVans = new Set(own.readings.map((reading) => reading.vehicle));
    return [...meterReadings(company).filter((reading) => !registerVans.has(reading.vehicle)), ...own.readings]
      .sort((a, b) => a.datetime.localeCompare(b.datetime) || a.vehicle - b.vehicle)
      .map((reading, index) => ({ ...reading, id: index + 1 }));
  }

  /** The trucks' rides, then the vans' trips numbered on after them (issue 33 §4). */
  function* allRides(): Generator<DemoRide | DemoVanTrip> {
    let last = 0;
    for (const ride of rides(company)) {
      last = ride.id;
      yield ride;
    }
    for (const trip of vans().trips) yield { ...trip, id: last + trip.id };
  }

  const demo: DemoCompany = {
    options: { seed, scale, now, days },
    ...tables,
    repairRequests: requests,
    repairChanges: repairWorkflow(company, requests),
    subcontractors: firms,
    maintenance: () => (maintenance ??= demoMaintenance(company)),
    checklistPoints: defaultChecklistPoints,
    fuelNorms: demoFuelNorms(company),
    rides: () => rides(company),
    locationPoints,
    trackForRide: (ride) => trackOfRide(company, ride),
    workDays: () => workDays(company),
    fuelings: () => fuelings(company),
    tankerFuelings: () => tankerFuelings(company),
    vehicleFuelings: () => vehicleFuelings(company),
    meterReadings: () => (readings ??= allMeterReadings()),
    tankerStockCounts: stockCounts,
    plantedAnomalies: () => plantedAnomalies(company),
    tables: (): DemoTable[] => [
      { table: 'site', rows: () => tables.sites },
      { table: 'role', rows: () => tables.roles },
      { table: 'app_user', rows: () => tables.users },
      { table: 'person', rows: () => tables.people },
      { table: 'vehicle', rows: () => tables.vehicles },
      { table: 'material', rows: () => tables.materials },
      { table: 'place', rows: () => tables.places },
      { table: 'petrol_provider', rows: () => tables.petrolProviders },
      { table: 'petrol_place', rows: () => tables.petrolPlaces },
      { table: 'ride', rows: allRides },
      { table: 'location_point', rows: locationPoints },
      { table: 'work_day', rows: demo.workDays },
      { table: 'fueling', rows: demo.fuelings },
      { table: 'tanker_fueling', rows: demo.tankerFuelings },
      { table: 'vehicle_fueling', rows: demo.vehicleFuelings },
      { table: 'tanker_stock_count', rows: () => stockCounts },
      { table: 'meter_reading', rows: demo.meterReadings },
      { table: 'repair_request', rows: () => requests },
      { table: 'subcontractor', rows: () => firms },
      { table: 'vehicle_document', rows: () => demo.maintenance().vehicleDocuments },
      { table: 'employee_document', rows: () => demo.maintenance().employeeDocuments },
      { table: 'service_plan', rows: () => demo.maintenance().servicePlans },
      { table: 'service_record', rows: () => demo.maintenance().serviceRecords },
      { table: 'checklist_point', rows: demo.checklistPoints },
      { table: 'fuel_norm', rows: () => demo.fuelNorms },
    ],
  };
  return demo;
}
