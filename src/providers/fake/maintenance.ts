/**
 * The fake provider's maintenance (docs/api.md "Maintenance", issue 15): the due report and the
 * expired-documents columns computed from the fake tables with the reference definitions
 * (src/domain/maintenance) the server's SQL is tested against.
 */
import { HttpError, type DataProvider, type RaRecord } from 'ra-core';
import { companyWallClock, isoDay } from '../../domain/dates';
import type { FieldSpec } from '../../domain/fields';
import { maintenanceDue, type DocumentInput, type MaintenanceDue } from '../../domain/maintenance/due';
import { maintenanceDueCsv } from '../../domain/maintenance/dueCsv';
import { expiredDocumentsText, mandatoryKinds } from '../../domain/maintenance/expired';
import { DOCUMENT_WARNING_DAYS } from '../../domain/resources/documentFields';
import { employeeDocumentKinds } from '../../domain/resources/employee-documents';
import { getResource, type ResourceSpec } from '../../domain/resources';
import { vehicleDocumentKinds } from '../../domain/resources/vehicle-documents';
import type { SatDataProvider } from '../types';
import { allRows } from './allRows';
import { csvFile } from './csv';

/** The company's today, yyyy-MM-dd. */
const today = (timeZone: string): string => {
  const wall = companyWallClock(Date.now(), timeZone);
  return isoDay(wall);
};

/** Fills the rows' expired-documents columns (vehicles, employees). */
export async function withExpiredDocuments<R extends RaRecord>(inner: DataProvider, spec: ResourceSpec, rows: R[], timeZone: string): Promise<R[]> {
  const rules = Object.entries(spec.fields as Record<string, FieldSpec>).filter(([, field]) => field.expiredDocuments);
  if (!rules.length || !rows.length) return rows;
  const all = allRows(inner);
  // A fake company without the documents' table (a test's own tables) has no documents.
  const rowsOf = (resource: string, filter?: Record<string, unknown>) =>
    all(resource, filter).catch((error: unknown) => {
      if (String((error as Error)?.message).startsWith('Undefined collection')) return [];
      throw error;
    });
  for (const [name, field] of rules) {
    const rule = field.expiredDocuments!;
    const labels = (getResource(rule.resource).fields.kind.choices ?? {}) as Record<string, string>;
    const documents = await rowsOf(rule.resource, { [rule.via]: rows.map((row) => row.id) });
    const when = rule.kindsWhen;
    const referenced = when
      ? new Map((await rowsOf(getResource(spec.fields[when.field].reference!).name)).map((row) => [row.id, String(row[when.column] ?? '')]))
      : null;
    for (const row of rows) {
      const kinds = mandatoryKinds(rule, when ? (referenced!.get(row[when.field]) ?? null) : null);
      (row as RaRecord)[name] = expiredDocumentsText(kinds, documents.filter((document) => document[rule.via] === row.id) as never, today(timeZone), labels);
    }
  }
  return rows;
}

export function fakeMaintenance(inner: DataProvider, timeZone: string): Pick<SatDataProvider, 'getMaintenanceDue' | 'exportMaintenanceDueCsv'> {
  const rows = allRows(inner);
  const getMaintenanceDue = async (site: number): Promise<MaintenanceDue> => {
    if (!(await rows('sites', { id: site })).length) throw new HttpError('Nie znaleziono budowy', 404);
    const vehicles = await rows('vehicles', { site });
    const vehicleIds = vehicles.map((vehicle) => vehicle.id);
    const people = await rows('employees', { site });
    const [plans, services, stations, tankers, meterReadings, vehicleDocuments, employeeDocuments] = await Promise.all([
      rows('service-plans'),
      rows('service-records', { vehicle: vehicleIds }),
      rows('fueling', { vehicle: vehicleIds }),
      rows('vehicle-fueling', { vehicle: vehicleIds }),
      rows('meter-readings', { vehicle: vehicleIds }),
      rows('vehicle-documents', { vehicle: vehicleIds }),
      rows('employee-documents', { person: people.map((person) => person.id) }),
    ]);
    const byId = <T extends RaRecord>(list: T[]) => new Map(list.map((row) => [row.id, row]));
    const vehicleById = byId(vehicles);
    const personById = byId(people);
    const documents: DocumentInput[] = [
      ...vehicleDocuments.map((document): DocumentInput => {
        const vehicle = vehicleById.get(document.vehicle)!;
        return {
          id: Number(document.id),
          owner: 'vehicle',
          owner_id: vehicle.id as number,
          owner_name: `${vehicle.fleet_number} ${vehicle.registration_number}`,
          kind: document.kind,
          kind_label: vehicleDocumentKinds[document.kind as keyof typeof vehicleDocumentKinds] ?? document.kind,
          number: document.number ?? null,
          valid_until: document.valid_until,
        };
      }),
      ...employeeDocuments.map((document): DocumentInput => {
        const person = personById.get(document.person)!;
        return {
          id: Number(document.id),
          owner: 'person',
          owner_id: person.id as number,
          owner_name: `${person.first_name} ${person.last_name}`,
          kind: document.kind,
          kind_label: employeeDocumentKinds[document.kind as keyof typeof employeeDocumentKinds] ?? document.kind,
          number: document.number ?? null,
          valid_until: document.valid_until,
        };
      }),
    ];
    const reading = (source_rank: number) => (row: RaRecord) => ({
      source_rank,
      id: Number(row.id),
      vehicle: Number(row.vehicle),
      datetime: String(row.datetime),
      odometer_state: Number(row.odometer_state),
    });
    return maintenanceDue({
      site,
      today: today(timeZone),
      zone: timeZone,
      // The fake's own setting, the one its getAppSettings answers.
      warningDays: DOCUMENT_WARNING_DAYS,
      vehicles: vehicles.map((vehicle) => ({
        id: Number(vehicle.id),
        fleet_number: vehicle.fleet_number,
        registration_number: vehicle.registration_number,
        vehicle_model: vehicle.vehicle_model,
        vehicle_type: vehicle.vehicle_type,
      })),
      plans: plans.map((plan) => ({
        id: Number(plan.id),
        name: plan.name,
        vehicle: plan.vehicle ?? null,
        vehicle_type: plan.vehicle_type ?? null,
        interval_km: plan.interval_km ?? null,
        interval_hours: plan.interval_hours ?? null,
        interval_months: plan.interval_months ?? null,
      })),
      readings: [...stations.map(reading(0)), ...tankers.map(reading(1))],
      services: services.map((service) => ({ id: Number(service.id), vehicle: Number(service.vehicle), date: service.date, reading: service.reading ?? null })),
      meterReadings: meterReadings.map((row) => ({
        id: Number(row.id),
        vehicle: Number(row.vehicle),
        datetime: String(row.datetime),
        km: row.km ?? null,
        engine_hours: row.engine_hours ?? null,
        flagged: Boolean(row.flagged),
      })),
      documents,
    });
  };
  return {
    getMaintenanceDue,
    exportMaintenanceDueCsv: async (site) => csvFile(maintenanceDueCsv(await getMaintenanceDue(site))),
  };
}
