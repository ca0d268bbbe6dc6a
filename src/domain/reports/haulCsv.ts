/**
 * The haul report's tables as CSV with the exports' rules (src/domain/csv.ts: BOM, `;`, decimal
 * comma; days dd.MM.yyyy, instants dd.MM.yyyy HH:mm in the company's zone), and the names they are
 * saved under. The server answers /api/reports/haul/export/ with them and the fake provider builds
 * the same files.
 */
import { companyDateTime } from '../companyTime';
import { CSV_BOM, csvNumber, csvRow, csvText } from '../csv';
import { showDay } from '../dates';
import { rangeFileName } from '../exportFiles';
import type { DurationStats, HaulReport } from './haul';

export const HAUL_CSV_TABLES = ['days', 'vehicles', 'materials', 'routes', 'idle'] as const;
export type HaulCsvTable = (typeof HAUL_CSV_TABLES)[number];

interface Column<Row> {
  header: string;
  cell: (row: Row, zone: string) => string;
}

/** Seconds as minutes to 0.1 (`42,5`). */
export const minutesOf = (seconds: number | null): number | null => (seconds === null ? null : Math.round(seconds / 6) / 10);

interface CsvTable {
  file: string;
  /** The header and the rows' cells. */
  lines(report: HaulReport, zone: string): string[][];
}

/** Cells of a row of type Row: text, numbers, durations as minutes. */
const cells = <Row>() => ({
  text: (header: string, value: (row: Row, zone: string) => unknown): Column<Row> => ({ header, cell: (row, zone) => csvText(value(row, zone)) }),
  number: (header: string, value: (row: Row) => number | null): Column<Row> => ({ header, cell: (row) => csvNumber(value(row)) }),
  durations: (label: string, stats: (row: Row) => DurationStats): Array<Column<Row>> =>
    (['median_seconds', 'p90_seconds', 'max_seconds'] as const).map((figure, index) => ({
      header: `${label} – ${['mediana', '90. percentyl', 'maksimum'][index]} (min)`,
      cell: (row: Row) => csvNumber(minutesOf(stats(row)[figure])),
    })),
});

function table<Row>(file: string, rows: (report: HaulReport) => Row[], declare: (kinds: ReturnType<typeof cells<Row>>) => Array<Column<Row>>): CsvTable {
  const columns = declare(cells<Row>());
  return {
    file,
    lines: (report, zone) => [columns.map((column) => csvText(column.header)), ...rows(report).map((row) => columns.map((column) => column.cell(row, zone)))],
  };
}

const TABLES: Record<HaulCsvTable, CsvTable> = {
  days: table(
    'przewozy-dni',
    (report) => report.days,
    ({ text, number }) => [
      text('Dzień', (row) => showDay(row.day)),
      number('Kursy', (row) => row.loads),
      number('Kursy ze znaną ładownością', (row) => row.loads_with_payload),
      number('Tony (t)', (row) => row.tonnes),
      number('Przejazdy niezakończone', (row) => row.open_rides),
    ],
  ),
  vehicles: table(
    'przewozy-pojazdy',
    (report) => report.vehicles,
    ({ text, number }) => [
      number('Numer boczny', (row) => row.fleet_number),
      text('Numer rejestracyjny', (row) => row.registration_number),
      number('Ładowność (t)', (row) => row.payload_tonnes),
      number('Kursy', (row) => row.loads),
      number('Tony (t)', (row) => row.tonnes),
      number('Dni z kursami', (row) => row.days_worked),
      number('Kursy na dzień', (row) => row.loads_per_day),
      number('Przejazdy niezakończone', (row) => row.open_rides),
    ],
  ),
  materials: table(
    'przewozy-materialy',
    (report) => report.pairs,
    ({ text, number }) => [
      text('Materiał', (row) => row.material_name),
      text('Miejsce załadunku', (row) => row.start_place_name),
      text('Miejsce rozładunku', (row) => row.end_place_name),
      number('Kursy', (row) => row.loads),
      number('Kursy ze znaną ładownością', (row) => row.loads_with_payload),
      number('Tony (t)', (row) => row.tonnes),
    ],
  ),
  routes: table(
    'przewozy-trasy',
    (report) => report.routes,
    ({ text, number, durations }) => [
      text('Miejsce załadunku', (row) => row.start_place_name),
      text('Miejsce rozładunku', (row) => row.end_place_name),
      number('Kursy', (row) => row.loads),
      ...durations('Załadunek → rozładunek', (row) => row.loaded),
      number('Powroty', (row) => row.return.count),
      ...durations('Rozładunek → następny załadunek', (row) => row.return),
    ],
  ),
  idle: table(
    'przewozy-przestoje',
    (report) => report.idle_gaps,
    ({ text, number }) => [
      number('Numer boczny', (row) => row.fleet_number),
      text('Numer rejestracyjny', (row) => row.registration_number),
      text('Miejsce rozładunku', (row) => row.place_name),
      text('Od', (row, zone) => companyDateTime(row.from, zone)),
      text('Do', (row, zone) => companyDateTime(row.to, zone)),
      number('Przestój (min)', (row) => minutesOf(row.seconds)),
    ],
  ),
};

/** One table of the report as a CSV file's text. */
export function haulCsv(report: HaulReport, table: HaulCsvTable, zone: string): string {
  return CSV_BOM + TABLES[table].lines(report, zone).map(csvRow).join('');
}

/** `przewozy-trasy_2026-11-02_2026-11-08.csv`. */
export const haulCsvFileName = (table: HaulCsvTable, range: { from: string; to: string }): string => rangeFileName(TABLES[table].file, range);
