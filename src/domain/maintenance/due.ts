/**
 * What is due in a site's maintenance (issue 15 §2 and §4), the reference definition the server's
 * SQL (server/maintenance/due.ts) and the fake provider share.
 *
 * Services:
 * - A vehicle's plans are its own service plans when it has any, otherwise its type's.
 * - The current reading is the vehicle's latest reading of any source (issue 30,
 *   src/domain/meterReadings.ts): its latest fuel-log reading (station and tanker fuelings, in the
 *   fuel log's order: src/domain/reports/fuelLog.ts), its last service's reading (from the start of
 *   the service's day) and its latest meter reading not flagged, in the vehicle type's unit
 *   (`odometerUnit`: kilometres, or engine hours for machines). A plan's interval in the other unit
 *   does not apply.
 * - The interval counts from the vehicle's last service record (latest date, then id): its reading
 *   and its date. Without any record, the reading counts from 0 and the months are not counted.
 * - Remaining: the reading left until the due reading, and the company days left until the due date
 *   (the last service's date plus the months, clamped to the month's end); whichever comes first
 *   decides: overdue when either is below zero, due when the days are within the warning window
 *   or the reading left is within DUE_READING_SHARE of the interval, ok otherwise; unknown ("Brak
   danych") when neither can be told (no reading for the plan's reading interval, no service for
   its months): "W normie" would say the machine was checked when nothing was.
 *
 * Documents: per vehicle (or person) and kind, the document ending last counts; it is listed when
 * it ends within the warning window (or has ended).
 */
import { addMonths } from 'date-fns';
import { latestReading, type MeterField } from '../meterReadings';
import { odometerUnit, type OdometerUnit } from '../reports/fuelLog';

export type DueStatus = 'overdue' | 'due' | 'unknown' | 'ok';

/** A reading within this share of its interval is due (1 500 km of 15 000, 50 mth of 500). */
export const DUE_READING_SHARE = 0.1;

export const DUE_STATUS_LABELS: Record<DueStatus, string> = { overdue: 'Po terminie', due: 'Wkrótce', unknown: 'Brak danych', ok: 'W normie' };

export interface PlanInput {
  id: number;
  name: string;
  vehicle: number | null;
  vehicle_type: string | null;
  interval_km: number | null;
  interval_hours: number | null;
  interval_months: number | null;
}

export interface VehicleInput {
  id: number;
  fleet_number: number;
  registration_number: string;
  vehicle_model: string;
  vehicle_type: string;
}

/** A vehicle's latest fuel-log reading. */
export interface ReadingInput {
  vehicle: number;
  odometer_state: number;
  datetime: string;
}

/** A vehicle's last service. */
export interface ServiceInput {
  vehicle: number;
  date: string;
  reading: number | null;
}

export interface DueService {
  vehicle: VehicleInput;
  unit: OdometerUnit;
  plan: { id: number; name: string; interval_reading: number | null; interval_months: number | null };
  last_service: { date: string; reading: number | null } | null;
  current_reading: number | null;
  current_reading_at: string | null;
  /** The reading the next service is due at; null when no interval in the vehicle's unit applies. */
  due_reading: number | null;
  /** Kilometres or engine hours left (negative: over); null without a due reading or a current reading. */
  remaining_reading: number | null;
  /** yyyy-MM-dd; null without a month interval or a last service. */
  due_date: string | null;
  /** Company days left until the due date (negative: over). */
  remaining_days: number | null;
  status: DueStatus;
}

export interface DocumentInput {
  id: number;
  /** 'vehicle' or 'person'. */
  owner: 'vehicle' | 'person';
  owner_id: number;
  /** Fleet number and registration, or first and last name. */
  owner_name: string;
  kind: string;
  kind_label: string;
  number: string | null;
  valid_until: string;
}

export interface DueDocument extends DocumentInput {
  days_left: number;
  status: Extract<DueStatus, 'overdue' | 'due'>;
}

/** Whole days from `from` to `to` (both yyyy-MM-dd). */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** yyyy-MM-dd plus whole months, clamped to the month's end (31.01 + 1 = 28.02 or 29.02). */
export function addMonthsToDay(day: string, months: number): string {
  const date = addMonths(new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))), months);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The plans that apply to a vehicle: its own, or else its type's (in id order). */
export function plansOf(vehicle: VehicleInput, plans: readonly PlanInput[]): PlanInput[] {
  const own = plans.filter((plan) => plan.vehicle === vehicle.id);
  const chosen = own.length ? own : plans.filter((plan) => plan.vehicle === null && plan.vehicle_type === vehicle.vehicle_type);
  return [...chosen].sort((a, b) => a.id - b.id);
}

/** A vehicle's latest meter reading (not flagged) in one unit. */
export interface MeterReadingInput {
  vehicle: number;
  field: MeterField;
  datetime: string;
  value: number;
}

/**
 * The vehicle's current reading: the latest of its fuel-log reading, its last service's reading
 * and its meter readings in the vehicle's unit.
 */
export function currentReading(
  vehicle: VehicleInput,
  fuelLog: ReadingInput | null,
  service: ServiceInput | null,
  meters: readonly MeterReadingInput[],
  zone: string,
): ReadingInput | null {
  const field: MeterField = odometerUnit(vehicle.vehicle_type) === 'h' ? 'engine_hours' : 'km';
  const meter = meters.find((reading) => reading.vehicle === vehicle.id && reading.field === field);
  return latestReading<ReadingInput>(
    [
      service && service.reading !== null ? { vehicle: vehicle.id, datetime: service.date, odometer_state: service.reading } : null,
      fuelLog,
      meter ? { vehicle: vehicle.id, datetime: meter.datetime, odometer_state: meter.value } : null,
    ],
    zone,
  );
}

/** One plan of one vehicle on the company day `today` (yyyy-MM-dd) with a warning window of `warningDays`. */
export function dueService(
  vehicle: VehicleInput,
  plan: PlanInput,
  reading: ReadingInput | null,
  service: ServiceInput | null,
  today: string,
  warningDays: number,
): DueService {
  const unit = odometerUnit(vehicle.vehicle_type);
  const interval = unit === 'km' ? plan.interval_km : plan.interval_hours;
  const due_reading = interval === null ? null : (service?.reading ?? 0) + interval;
  const remaining_reading = due_reading === null || !reading ? null : roundReading(due_reading - reading.odometer_state);
  const due_date = plan.interval_months === null || !service ? null : addMonthsToDay(service.date, plan.interval_months);
  const remaining_days = due_date === null ? null : daysBetween(today, due_date);
  let status: DueStatus = remaining_reading === null && remaining_days === null ? 'unknown' : 'ok';
  if ((remaining_reading !== null && remaining_reading < 0) || (remaining_days !== null && remaining_days < 0)) status = 'overdue';
  else if (
    (remaining_days !== null && remaining_days <= warningDays) ||
    (remaining_reading !== null && interval !== null && remaining_reading <= interval * DUE_READING_SHARE)
  ) {
    status = 'due';
  }
  return {
    vehicle,
    unit,
    plan: { id: plan.id, name: plan.name, interval_reading: interval, interval_months: plan.interval_months },
    last_service: service ? { date: service.date, reading: service.reading } : null,
    current_reading: reading?.odometer_state ?? null,
    current_reading_at: reading?.datetime ?? null,
    due_reading,
    remaining_reading,
    due_date,
    remaining_days,
    status,
  };
}

const roundReading = (value: number): number => Math.round(value * 100) / 100;

const STATUS_ORDER: Record<DueStatus, number> = { overdue: 0, due: 1, unknown: 2, ok: 3 };

/** The report's order: overdue, due, unknown, ok; then by fleet number, vehicle id and plan id. */
export const compareDueServices = (a: DueService, b: DueService): number =>
  STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.vehicle.fleet_number - b.vehicle.fleet_number || a.vehicle.id - b.vehicle.id || a.plan.id - b.plan.id;

/** Documents ending within the window (or ended), each with its days left; most urgent first. */
export function dueDocuments(documents: readonly DocumentInput[], today: string, warningDays: number): DueDocument[] {
  const latest = new Map<string, DocumentInput>();
  for (const document of documents) {
    const key = `${document.owner} ${document.owner_id} ${document.kind}`;
    const kept = latest.get(key);
    if (!kept || document.valid_until > kept.valid_until || (document.valid_until === kept.valid_until && document.id > kept.id)) {
      latest.set(key, document);
    }
  }
  return [...latest.values()]
    .map((document) => ({ ...document, days_left: daysBetween(today, document.valid_until) }))
    .filter((document) => document.days_left <= warningDays)
    .map((document): DueDocument => ({ ...document, status: document.days_left < 0 ? 'overdue' : 'due' }))
    .sort((a, b) => a.days_left - b.days_left || a.owner.localeCompare(b.owner) || a.owner_id - b.owner_id || a.id - b.id);
}

/** GET /api/maintenance/due/ (docs/api.md "Maintenance"). */
export interface MaintenanceDue {
  site: number;
  /** The company day the figures are for, yyyy-MM-dd. */
  today: string;
  warning_days: number;
  services: DueService[];
  documents: DueDocument[];
}

/** Counts for the reminders card: what is overdue and what falls due within the window. */
export function dueCounts(report: Pick<MaintenanceDue, 'services' | 'documents'>): { overdue: number; due: number } {
  const items = [...report.services, ...report.documents];
  return { overdue: items.filter((item) => item.status === 'overdue').length, due: items.filter((item) => item.status === 'due').length };
}

/** The latest meter reading of each vehicle in each unit, flagged ones left out. */
function latestMeterReadings(rows: NonNullable<Parameters<typeof maintenanceDue>[0]['meterReadings']>): MeterReadingInput[] {
  const latest = new Map<string, MeterReadingInput & { id: number }>();
  for (const row of rows) {
    if (row.flagged) continue;
    for (const field of ['km', 'engine_hours'] as const) {
      const value = row[field];
      if (value === null || value === undefined) continue;
      const key = `${row.vehicle} ${field}`;
      const kept = latest.get(key);
      if (!kept || (Date.parse(row.datetime) - Date.parse(kept.datetime) || row.id - kept.id) > 0)
        latest.set(key, { vehicle: row.vehicle, field, datetime: row.datetime, value, id: row.id });
    }
  }
  return [...latest.values()];
}

/** The whole report from all of a site's rows (the fake provider's; the server selects the rows in SQL). */
export function maintenanceDue(input: {
  site: number;
  today: string;
  /** The company's time zone (a service's day counts from its start there). */
  zone: string;
  warningDays: number;
  vehicles: readonly VehicleInput[];
  plans: readonly PlanInput[];
  /** Every fuel-log reading of the vehicles (the latest one counts, in the fuel log's order). */
  readings: readonly (ReadingInput & { source_rank: number; id: number })[];
  services: readonly (ServiceInput & { id: number })[];
  /** Every meter reading of the vehicles (flagged ones are left out). */
  meterReadings?: readonly { id: number; vehicle: number; datetime: string; km: number | null; engine_hours: number | null; flagged?: boolean | null }[];
  documents: readonly DocumentInput[];
}): MaintenanceDue {
  const latestReading = new Map<number, ReadingInput & { source_rank: number; id: number }>();
  for (const reading of input.readings) {
    const kept = latestReading.get(reading.vehicle);
    const later = !kept || (Date.parse(reading.datetime) - Date.parse(kept.datetime) || reading.source_rank - kept.source_rank || reading.id - kept.id) > 0;
    if (later) latestReading.set(reading.vehicle, reading);
  }
  const lastService = new Map<number, ServiceInput & { id: number }>();
  for (const service of input.services) {
    const kept = lastService.get(service.vehicle);
    if (!kept || service.date > kept.date || (service.date === kept.date && service.id > kept.id)) lastService.set(service.vehicle, service);
  }
  const meters = latestMeterReadings(input.meterReadings ?? []);
  const services = input.vehicles.flatMap((vehicle) => {
    const service = lastService.get(vehicle.id) ?? null;
    const reading = currentReading(vehicle, latestReading.get(vehicle.id) ?? null, service, meters, input.zone);
    return plansOf(vehicle, input.plans).map((plan) => dueService(vehicle, plan, reading, service, input.today, input.warningDays));
  });
  return {
    site: input.site,
    today: input.today,
    warning_days: input.warningDays,
    services: services.sort(compareDueServices),
    documents: dueDocuments(input.documents, input.today, input.warningDays),
  };
}
