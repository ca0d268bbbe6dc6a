/** The four CSV exports of spec §7: which rows, which Polish columns. */
import { durationSeconds, formatDuration } from '../../src/domain/dates';
import { resources, type ResourceSpec } from '../../src/domain/resources';
import { vehicleTypeLabel } from '../../src/domain/vehicleTypes';
import { companyDate, companyDateTime, companyTime } from './companyTime';

type Row = Record<string, unknown>;

export interface ExportColumn {
  header: string;
  value(row: Row): string | number | null;
}

export interface ExportDefinition {
  path: string;
  spec: ResourceSpec;
  columns: ExportColumn[];
}

/** Polish Excel reads a decimal comma. */
const decimal = (value: unknown) => (typeof value === 'number' ? String(value).replace('.', ',') : '');
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export const exportDefinitions: ExportDefinition[] = [
  {
    path: '/api/vehicle-ride-export-file/',
    spec: resources.rides,
    columns: [
      { header: 'Data przejazdu', value: (r) => companyDate(r.start_datetime) },
      { header: 'Imię', value: (r) => text(r.person_first_name) },
      { header: 'Nazwisko', value: (r) => text(r.person_last_name) },
      { header: 'Czas załadunku', value: (r) => companyTime(r.start_datetime) },
      { header: 'Czas rozładunku', value: (r) => companyTime(r.end_datetime) },
      {
        header: 'Czas trwania',
        value: (r) => formatDuration(durationSeconds(r.start_datetime as string, r.end_datetime as string | null)),
      },
      { header: 'Pojazd', value: (r) => text(r.vehicle_registration_number) },
      { header: 'Materiał', value: (r) => text(r.material_name) },
      { header: 'Miejsce załadunku', value: (r) => text(r.start_place_name) },
      { header: 'Miejsce rozładunku', value: (r) => text(r.end_place_name) },
    ],
  },
  {
    path: '/api/fuelings/export/',
    spec: resources.fueling,
    columns: [
      {
        header: 'Kierowca',
        value: (r) =>
          r.person_first_name ? `${text(r.person_first_name)} ${text(r.person_last_name)}` : 'Nienazwany Kierowca',
      },
      { header: 'Numer boczny', value: (r) => text(r.vehicle_fleet_number) },
      { header: 'Data', value: (r) => companyDateTime(r.datetime) },
      { header: 'Litry', value: (r) => decimal(r.litres) },
      { header: 'Cena za litr', value: (r) => decimal(r.price_per_litre) },
      { header: 'Stan licznika', value: (r) => decimal(r.odometer_state) },
    ],
  },
  {
    path: '/api/person-work-day/export/',
    spec: resources['work-days'],
    columns: [
      { header: 'Imię', value: (r) => text(r.first_name) },
      { header: 'Nazwisko', value: (r) => text(r.last_name) },
      { header: 'Start pracy', value: (r) => companyDateTime(r.datetime_start) },
      { header: 'Koniec pracy', value: (r) => (r.datetime_end ? companyDateTime(r.datetime_end) : 'Brak') },
    ],
  },
  {
    path: '/api/vehicle/export/',
    spec: resources.vehicles,
    columns: [
      { header: 'Numer boczny', value: (r) => text(r.fleet_number) },
      { header: 'Numer rejestracyjny', value: (r) => text(r.registration_number) },
      { header: 'Model pojazdu', value: (r) => text(r.vehicle_model) },
      { header: 'Typ pojazdu', value: (r) => vehicleTypeLabel(text(r.vehicle_type)) },
      { header: 'Pojemność zbiornika (l)', value: (r) => decimal(r.fuel_capacity) },
      { header: 'Budowa', value: (r) => text(r.site_name) },
    ],
  },
];
