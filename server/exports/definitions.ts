/**
 * The four CSV exports of spec §7: which rows, which Polish columns, and whether each column is
 * text or a number (text is neutralised against formulas, numbers are written as numbers).
 */
import { durationSeconds, formatDuration } from '../../src/domain/dates';
import { resources, type ResourceSpec } from '../../src/domain/resources';
import { csvNumber, csvText } from '../../src/domain/csv';
import { vehicleTypeLabel } from '../../src/domain/vehicleTypes';
import { companyDate, companyDateTime, companyTime } from '../../src/domain/companyTime';

type Row = Record<string, unknown>;

export interface ExportColumn {
  header: string;
  /** The row's cell, written as its column's kind. */
  cell(row: Row): string;
}

export interface ExportDefinition {
  path: string;
  spec: ResourceSpec;
  columns: ExportColumn[];
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const textColumn = (header: string, value: (row: Row) => unknown): ExportColumn => ({ header, cell: (row) => csvText(value(row)) });
const numberColumn = (header: string, value: (row: Row) => unknown): ExportColumn => ({ header, cell: (row) => csvNumber(value(row)) });

export const exportDefinitions: ExportDefinition[] = [
  {
    path: '/api/vehicle-ride-export-file/',
    spec: resources.rides,
    columns: [
      textColumn('Data przejazdu', (r) => companyDate(r.start_datetime)),
      textColumn('Imię', (r) => r.person_first_name),
      textColumn('Nazwisko', (r) => r.person_last_name),
      textColumn('Czas załadunku', (r) => companyTime(r.start_datetime)),
      textColumn('Czas rozładunku', (r) => companyTime(r.end_datetime)),
      textColumn('Czas trwania', (r) => formatDuration(durationSeconds(r.start_datetime as string, r.end_datetime as string | null))),
      textColumn('Pojazd', (r) => r.vehicle_registration_number),
      textColumn('Materiał', (r) => r.material_name),
      textColumn('Miejsce załadunku', (r) => r.start_place_name),
      textColumn('Miejsce rozładunku', (r) => r.end_place_name),
    ],
  },
  {
    path: '/api/fuelings/export/',
    spec: resources.fueling,
    columns: [
      textColumn('Kierowca', (r) =>
        r.person_first_name ? `${text(r.person_first_name)} ${text(r.person_last_name)}` : 'Nienazwany Kierowca',
      ),
      numberColumn('Numer boczny', (r) => r.vehicle_fleet_number),
      textColumn('Data', (r) => companyDateTime(r.datetime)),
      numberColumn('Litry', (r) => r.litres),
      numberColumn('Cena za litr', (r) => r.price_per_litre),
      numberColumn('Stan licznika', (r) => r.odometer_state),
    ],
  },
  {
    path: '/api/person-work-day/export/',
    spec: resources['work-days'],
    columns: [
      textColumn('Imię', (r) => r.first_name),
      textColumn('Nazwisko', (r) => r.last_name),
      textColumn('Start pracy', (r) => companyDateTime(r.datetime_start)),
      textColumn('Koniec pracy', (r) => (r.datetime_end ? companyDateTime(r.datetime_end) : 'Brak')),
    ],
  },
  {
    path: '/api/vehicle/export/',
    spec: resources.vehicles,
    columns: [
      numberColumn('Numer boczny', (r) => r.fleet_number),
      textColumn('Numer rejestracyjny', (r) => r.registration_number),
      textColumn('Model pojazdu', (r) => r.vehicle_model),
      textColumn('Typ pojazdu', (r) => vehicleTypeLabel(text(r.vehicle_type))),
      numberColumn('Pojemność zbiornika (l)', (r) => r.fuel_capacity),
      textColumn('Budowa', (r) => r.site_name),
    ],
  },
];
