/**
 * A site's maintenance report in SQL (src/domain/maintenance/due.ts is the reference definition):
 * each vehicle's latest fuel-log reading and meter readings, its last service, its plans and its people's and its own
 * latest documents per kind are selected by the database with window functions, the same text on
 * SQLite and PostgreSQL (machines and people in the archive are retired: nothing of theirs is due);
 * the remaining readings, days and statuses are then the domain's.
 */
import { sql, type Kysely } from 'kysely';
import { ARCHIVED_AT } from '../../src/domain/archive';
import { addDays } from 'date-fns';
import {
  compareDueServices,
  currentReading,
  dueDocuments,
  dueService,
  plansOf,
  type DocumentInput,
  type MaintenanceDue,
  type PlanInput,
  type ReadingInput,
  type ServiceInput,
  type VehicleInput,
} from '../../src/domain/maintenance/due';
import { employeeDocumentKinds } from '../../src/domain/resources/employee-documents';
import { vehicleDocumentKinds } from '../../src/domain/resources/vehicle-documents';
import type { Database } from '../db/schema';
import { companyDayOf } from '../crud/companyDay';
import { latestMeterReadings } from '../meterReadings';

type Db = Kysely<Database>;

/** yyyy-MM-dd plus whole days. */
function dayPlus(day: string, days: number): string {
  const date = addDays(new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))), days);
  return date.toISOString().slice(0, 10);
}

async function latestReadings(db: Db, site: number): Promise<Map<number, ReadingInput>> {
  const { rows } = await sql<{ vehicle: number; datetime: string; odometer_state: number }>`
    WITH readings AS (
      SELECT 0 AS source_rank, id, vehicle, datetime, odometer_state FROM fueling
        WHERE vehicle IN (SELECT id FROM vehicle WHERE site = ${site} AND archived_at IS NULL)
      UNION ALL
      SELECT 1 AS source_rank, id, vehicle, datetime, odometer_state FROM vehicle_fueling
        WHERE vehicle IN (SELECT id FROM vehicle WHERE site = ${site} AND archived_at IS NULL)
    ),
    ranked AS (
      SELECT vehicle, datetime, odometer_state,
        row_number() OVER (PARTITION BY vehicle ORDER BY datetime DESC, source_rank DESC, id DESC) AS n
      FROM readings
    )
    SELECT vehicle, datetime, odometer_state FROM ranked WHERE n = 1
  `.execute(db);
  return new Map(
    rows.map((row) => [Number(row.vehicle), { vehicle: Number(row.vehicle), datetime: row.datetime, odometer_state: Number(row.odometer_state) }]),
  );
}

async function lastServices(db: Db, site: number): Promise<Map<number, ServiceInput>> {
  const { rows } = await sql<{ vehicle: number; date: string; reading: number | null }>`
    SELECT vehicle, date, reading FROM (
      SELECT vehicle, date, reading, row_number() OVER (PARTITION BY vehicle ORDER BY date DESC, id DESC) AS n
      FROM service_record WHERE vehicle IN (SELECT id FROM vehicle WHERE site = ${site} AND archived_at IS NULL)
    ) services WHERE n = 1
  `.execute(db);
  return new Map(
    rows.map((row) => [Number(row.vehicle), { vehicle: Number(row.vehicle), date: row.date, reading: row.reading === null ? null : Number(row.reading) }]),
  );
}

/** The latest document per owner and kind ending on or before `until`. */
async function endingDocuments(db: Db, site: number, until: string): Promise<DocumentInput[]> {
  const vehicles = await sql<{
    id: number;
    owner_id: number;
    fleet_number: number;
    registration_number: string;
    kind: string;
    number: string | null;
    valid_until: string;
  }>`
    SELECT d.id, d.vehicle AS owner_id, v.fleet_number, v.registration_number, d.kind, d.number, d.valid_until FROM (
      SELECT id, vehicle, kind, number, valid_until,
        row_number() OVER (PARTITION BY vehicle, kind ORDER BY valid_until DESC, id DESC) AS n
      FROM vehicle_document WHERE vehicle IN (SELECT id FROM vehicle WHERE site = ${site} AND archived_at IS NULL)
    ) d JOIN vehicle v ON v.id = d.vehicle
    WHERE d.n = 1 AND d.valid_until <= ${until}
  `.execute(db);
  const people = await sql<{ id: number; owner_id: number; first_name: string; last_name: string; kind: string; number: string | null; valid_until: string }>`
    SELECT d.id, d.person AS owner_id, p.first_name, p.last_name, d.kind, d.number, d.valid_until FROM (
      SELECT id, person, kind, number, valid_until,
        row_number() OVER (PARTITION BY person, kind ORDER BY valid_until DESC, id DESC) AS n
      FROM employee_document WHERE person IN (SELECT id FROM person WHERE site = ${site} AND archived_at IS NULL)
    ) d JOIN person p ON p.id = d.person
    WHERE d.n = 1 AND d.valid_until <= ${until}
  `.execute(db);
  return [
    ...vehicles.rows.map((row): DocumentInput => ({
      id: Number(row.id),
      owner: 'vehicle',
      owner_id: Number(row.owner_id),
      owner_name: `${row.fleet_number} ${row.registration_number}`,
      kind: row.kind,
      kind_label: vehicleDocumentKinds[row.kind as keyof typeof vehicleDocumentKinds] ?? row.kind,
      number: row.number,
      valid_until: row.valid_until,
    })),
    ...people.rows.map((row): DocumentInput => ({
      id: Number(row.id),
      owner: 'person',
      owner_id: Number(row.owner_id),
      owner_name: `${row.first_name} ${row.last_name}`,
      kind: row.kind,
      kind_label: employeeDocumentKinds[row.kind as keyof typeof employeeDocumentKinds] ?? row.kind,
      number: row.number,
      valid_until: row.valid_until,
    })),
  ];
}

/** The report for a site on the company day of `now` in `zone`, the company's. */
export async function maintenanceDueReport(db: Db, site: number, warningDays: number, zone: string, now = Date.now()): Promise<MaintenanceDue> {
  const today = companyDayOf(zone, now);
  const vehicles: VehicleInput[] = (
    await db
      .selectFrom('vehicle')
      .select(['id', 'fleet_number', 'registration_number', 'vehicle_model', 'vehicle_type'])
      .where('site', '=', site)
      .where(sql.ref(ARCHIVED_AT), 'is', null)
      .execute()
  ).map((row) => ({ ...row, id: Number(row.id), fleet_number: Number(row.fleet_number) }));
  const plans: PlanInput[] = (
    await db
      .selectFrom('service_plan')
      .select(['id', 'name', 'vehicle', 'vehicle_type', 'interval_km', 'interval_hours', 'interval_months'])
      .where((eb) =>
        eb.or([
          eb('vehicle', 'in', eb.selectFrom('vehicle').select('id').where('site', '=', site).where(sql.ref(ARCHIVED_AT), 'is', null)),
          eb.and([
            eb('vehicle', 'is', null),
            eb('vehicle_type', 'in', eb.selectFrom('vehicle').select('vehicle_type').where('site', '=', site).where(sql.ref(ARCHIVED_AT), 'is', null)),
          ]),
        ]),
      )
      .execute()
  ).map((plan) => ({
    ...plan,
    id: Number(plan.id),
    vehicle: plan.vehicle === null ? null : Number(plan.vehicle),
    interval_km: plan.interval_km === null ? null : Number(plan.interval_km),
    interval_hours: plan.interval_hours === null ? null : Number(plan.interval_hours),
    interval_months: plan.interval_months === null ? null : Number(plan.interval_months),
  }));
  const [readings, services, meters, documents] = await Promise.all([
    latestReadings(db, site),
    lastServices(db, site),
    latestMeterReadings(db, site),
    endingDocuments(db, site, dayPlus(today, warningDays)),
  ]);
  const due = vehicles.flatMap((vehicle) => {
    const service = services.get(vehicle.id) ?? null;
    const reading = currentReading(vehicle, readings.get(vehicle.id) ?? null, service, meters, zone);
    return plansOf(vehicle, plans).map((plan) => dueService(vehicle, plan, reading, service, today, warningDays));
  });
  return { site, today, warning_days: warningDays, services: due.sort(compareDueServices), documents: dueDocuments(documents, today, warningDays) };
}
