/**
 * Maintenance in the demo (issue 15 §4): so that "Serwis i terminy" and the documents' lists are
 * not empty on first start. Every machine holds an inspection and an OC policy, every person a
 * medical check and every driver a licence; by turns some of them ended (the lists mark their
 * owners) or end within the month. Each vehicle type has a service plan (kilometres or engine
 * hours, and months), the first tanker a plan of its own; each vehicle with readings had its last
 * service so that, by turns, it is overdue by reading, due by reading, due by months, overdue by
 * months or fine. Money in złoty as the API carries it (the seed stores grosze).
 */
import { odometerUnit } from '../reports/fuelLog';
import { addMonthsToDay } from '../maintenance/due';
import { meterReadings, vehicleFuelings, fuelings } from './fuel';
import { isoDay } from './calendar';
import { ROLE_NAMES } from './catalog';
import type { CompanyModel } from './generatorModel';
import { randomFor } from './random';
import type { DemoEmployeeDocument, DemoServicePlan, DemoServiceRecord, DemoVehicleDocument } from './rows';

export interface DemoMaintenance {
  vehicleDocuments: DemoVehicleDocument[];
  employeeDocuments: DemoEmployeeDocument[];
  servicePlans: DemoServicePlan[];
  serviceRecords: DemoServiceRecord[];
}

/** Interval per unit: trucks every 30 000 km, machines every 500 engine hours; both every 12 months. */
const PLAN_INTERVAL = { km: 30_000, h: 500 } as const;
const PLAN_MONTHS = 12;
const WORKSHOPS = ['Serwis Ciężarowy Kowalski', 'Auto-Truck Sp. z o.o.', 'Mechanika Maszyn Budowlanych Nowak', 'Warsztat własny'];
const PARTS = [
  'Olej silnikowy, filtr oleju, filtr powietrza',
  'Filtr paliwa, filtr kabinowy',
  'Olej hydrauliczny, filtry hydrauliki',
  'Klocki hamulcowe, płyn hamulcowy',
];

/** Days left of a document by the owner's turn: ended (−12), ending soon (9, 24) or valid for months. */
const DOCUMENT_TURNS = [-12, 9, 200, 24, 310, 150];

export function demoMaintenance(company: CompanyModel): DemoMaintenance {
  const shifted = (days: number) => isoDay(company.today + days);
  const vehicles = company.sites.flatMap((site) => site.vehicles);
  const people = company.sites.flatMap((site) => site.people);

  const vehicleDocuments: DemoVehicleDocument[] = [];
  vehicles.forEach((vehicle, index) => {
    const random = randomFor(company.seed, 'vehicle-documents', vehicle.row.id);
    for (const [offset, kind] of [
      [0, 'inspection'],
      [3, 'oc'],
    ] as const) {
      const daysLeft = DOCUMENT_TURNS[(index + offset) % DOCUMENT_TURNS.length];
      const until = shifted(daysLeft);
      vehicleDocuments.push({
        id: vehicleDocuments.length + 1,
        vehicle: vehicle.row.id,
        kind,
        number: kind === 'oc' ? `OC/${random.int(100000, 999999)}` : `PT/${random.int(1000, 9999)}`,
        valid_from: addMonthsToDay(until, -12),
        valid_until: until,
        cost: kind === 'oc' ? random.int(1800, 9000) + random.int(0, 99) / 100 : 199,
        note: null,
      });
    }
  });

  const employeeDocuments: DemoEmployeeDocument[] = [];
  people.forEach((person, index) => {
    const random = randomFor(company.seed, 'employee-documents', person.row.id);
    const daysLeft = DOCUMENT_TURNS[(index + 1) % DOCUMENT_TURNS.length];
    employeeDocuments.push({
      id: employeeDocuments.length + 1,
      person: person.row.id,
      kind: 'medical',
      categories: null,
      number: null,
      valid_from: addMonthsToDay(shifted(daysLeft), -24),
      valid_until: shifted(daysLeft),
      cost: 180,
      note: null,
    });
    if (person.role === ROLE_NAMES.driver) {
      const until = shifted(DOCUMENT_TURNS[(index + 4) % DOCUMENT_TURNS.length] + 365);
      employeeDocuments.push({
        id: employeeDocuments.length + 1,
        person: person.row.id,
        kind: 'licence',
        categories: 'B, C, C+E',
        number: `${random.int(10000, 99999)}/${random.int(10, 99)}/${random.int(1000, 9999)}`,
        valid_from: addMonthsToDay(until, -60),
        valid_until: until,
        cost: null,
        note: null,
      });
    }
  });

  const types = [...new Set(vehicles.map((vehicle) => vehicle.row.vehicle_type))].sort();
  const servicePlans: DemoServicePlan[] = types.map((type, index) => {
    const unit = odometerUnit(type);
    return {
      id: index + 1,
      name: 'Przegląd okresowy',
      vehicle: null,
      vehicle_type: type,
      interval_km: unit === 'km' ? PLAN_INTERVAL.km : null,
      interval_hours: unit === 'h' ? PLAN_INTERVAL.h : null,
      interval_months: PLAN_MONTHS,
      note: null,
    };
  });
  const tanker = vehicles.find((vehicle) => vehicle.row.vehicle_type === 'TANK');
  if (tanker) {
    servicePlans.push({
      id: servicePlans.length + 1,
      name: 'Przegląd pompy i legalizacja odmierzacza',
      vehicle: tanker.row.id,
      vehicle_type: null,
      interval_km: 20_000,
      interval_hours: null,
      interval_months: 6,
      note: 'Plan tej cysterny zamiast planu jej typu.',
    });
  }

  // Each vehicle's latest reading (the fuel log's last one, or the shifts' end readings' last).
  const latest = new Map<number, number>();
  const latestAt = new Map<number, string>();
  const candidates = [
    ...[fuelings(company), vehicleFuelings(company)].flatMap((rows) => [...rows]),
    ...meterReadings(company).map((row) => ({ vehicle: row.vehicle, datetime: row.datetime, odometer_state: (row.km ?? row.engine_hours)! })),
  ];
  for (const reading of candidates) {
    if ((latestAt.get(reading.vehicle) ?? '') > reading.datetime) continue;
    latest.set(reading.vehicle, reading.odometer_state);
    latestAt.set(reading.vehicle, reading.datetime);
  }
  const serviceRecords: DemoServiceRecord[] = [];
  vehicles.forEach((vehicle, index) => {
    const reading = latest.get(vehicle.row.id);
    if (reading === undefined) return;
    const random = randomFor(company.seed, 'service-records', vehicle.row.id);
    const interval = vehicle === tanker ? 20_000 : PLAN_INTERVAL[odometerUnit(vehicle.row.vehicle_type)];
    const months = vehicle === tanker ? 6 : PLAN_MONTHS;
    // [share of the interval used, days since the service]: overdue by reading, due by reading, due by months, overdue by months, fine.
    const [used, daysAgo] = (
      [
        [1.06, 150],
        [0.95, 120],
        [0.4, -1],
        [0.5, -2],
        [0.25, 60],
      ] as const
    )[index % 5];
    const date = daysAgo === -1 ? addMonthsToDay(shifted(12), -months) : daysAgo === -2 ? addMonthsToDay(shifted(-15), -months) : shifted(-daysAgo);
    serviceRecords.push({
      id: serviceRecords.length + 1,
      vehicle: vehicle.row.id,
      date,
      reading: Math.max(0, Math.round(reading - used * interval)),
      cost: random.int(900, 6500) + random.int(0, 99) / 100,
      parts: random.pick(PARTS),
      workshop: random.pick(WORKSHOPS),
      note: null,
    });
  });
  serviceRecords.sort((a, b) => a.date.localeCompare(b.date) || a.vehicle - b.vehicle).forEach((row, index) => (row.id = index + 1));
  return { vehicleDocuments, employeeDocuments, servicePlans, serviceRecords };
}
