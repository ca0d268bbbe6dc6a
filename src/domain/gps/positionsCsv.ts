/**
 * One person's positions as CSV (issue 31 §5, a data subject's access request under RODO art. 15):
 * the exports' rules (src/domain/csv.ts), the company's clock to the second.
 */
import { companyDateTime } from '../companyTime';
import { csvNumber, csvRow, csvText } from '../csv';
import { rangeFileName } from '../exportFiles';

export const POSITIONS_CSV_HEADERS = ['Czas', 'Szerokość geograficzna', 'Długość geograficzna', 'Pojazd', 'Przejazd'] as const;

export interface PersonPosition {
  datetime: string;
  latitude: number;
  longitude: number;
  /** The vehicle's registration number, when the point was on one. */
  vehicle: string | null;
  ride: number | null;
}

/** dd.MM.yyyy HH:mm:ss in the company's zone (its offsets are whole minutes: the seconds are UTC's). */
const companySecond = (iso: string, zone: string) => `${companyDateTime(iso, zone)}:${new Date(iso).toISOString().slice(17, 19)}`;

export const positionsCsvRow = (point: PersonPosition, zone: string): string =>
  csvRow([
    companySecond(point.datetime, zone),
    csvNumber(point.latitude),
    csvNumber(point.longitude),
    csvText(point.vehicle),
    point.ride === null ? '' : String(point.ride),
  ]);

export const positionsCsvHeader = (): string => csvRow(POSITIONS_CSV_HEADERS.map(csvText));

/** `pozycje-gps_pracownik-12_2026-06-01_2026-06-30.csv` */
export const positionsFileName = (person: number, days: { from: string; to: string }): string => rangeFileName(`pozycje-gps_pracownik-${person}`, days);
