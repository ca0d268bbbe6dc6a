/**
 * The fake provider's mileage register (issue 33 §4): a month read live from the in-browser rides,
 * as the server reads a month not closed. Closing a month and corrections are stored by the server
 * only: here they answer 503 in Polish.
 */
import { HttpError, type DataProvider } from 'ra-core';
import { kmOfMetres, mileageTotals, type MileageEntry, type MileageRegisterReport } from '../../domain/mileage/register';
import { sheetCsv } from '../../domain/reports/sheet';
import { companyIsoDate, monthBounds } from '../../domain/workTime/register';
import { mileageSheet } from '../../domain/mileage/register';
import type { MileageQuery, SatDataProvider } from '../types';
import { allRows } from './allRows';
import { csvFile } from './csv';

type MileageMethods = Pick<
  SatDataProvider,
  'getMileageRegister' | 'exportMileageRegisterCsv' | 'exportMileageRegisterXlsx' | 'closeMileageMonth' | 'addMileageCorrection' | 'setRidePurpose'
>;

const SERVER_ONLY = 'Ewidencję przebiegu zamyka i koryguje serwer; bez serwera można ją tylko przeglądać.';

export function fakeMileageRegister(inner: DataProvider, timeZone: string): MileageMethods {
  const all = allRows(inner);

  const getMileageRegister = async (query: MileageQuery): Promise<MileageRegisterReport> => {
    const { data: vehicle } = await inner.getOne('vehicles', { id: query.vehicle });
    if (!vehicle?.vat_register || !vehicle.vat_register_from) throw new HttpError('Ten pojazd nie ma ewidencji przebiegu.', 404);
    const from = String(vehicle.vat_register_from);
    const [year, month] = query.month.split('-').map(Number);
    const bounds = monthBounds({ year, month }, timeZone);
    const [rides, people, places] = await Promise.all([all('rides'), all('employees'), all('places')]);
    const name = (id: unknown, rows: Record<string, unknown>[], field: (row: Record<string, unknown>) => string) => {
      const row = rows.find((candidate) => candidate.id === id);
      return row ? field(row) : null;
    };
    const trips = rides
      .filter((ride) => ride.vehicle === vehicle.id && ride.end_datetime && companyIsoDate(Date.parse(String(ride.start_datetime)), timeZone) >= from)
      .filter((ride) => String(ride.start_datetime) < bounds.to)
      .sort((a, b) => String(a.start_datetime).localeCompare(String(b.start_datetime)));
    const entries: MileageEntry[] = trips
      .map((ride, index) => ({
        id: null,
        number: index + 1,
        kind: 'trip' as const,
        ride: Number(ride.id),
        date: companyIsoDate(Date.parse(String(ride.start_datetime)), timeZone),
        purpose: (ride.purpose as string | null) ?? null,
        from_place: name(ride.start_place, places, (row) => String(row.name)),
        to_place: name(ride.end_place, places, (row) => String(row.name)),
        km: kmOfMetres((ride.distance_m as number | null) ?? null),
        driver: name(ride.person, people, (row) => `${row.first_name} ${row.last_name}`),
        corrects: null,
        corrects_number: null,
        reason: null,
        km_difference: null,
        corrected_by: [],
        created_at: null,
        created_by: null,
      }))
      .filter((entry) => entry.date.slice(0, 7) === query.month);
    const odometer = { register_start: null, month_start: null, month_end: null, register_end: null };
    return {
      vehicle: {
        id: Number(vehicle.id),
        registration_number: String(vehicle.registration_number),
        fleet_number: Number(vehicle.fleet_number),
        vehicle_model: String(vehicle.vehicle_model),
        register_from: from,
        register_until: (vehicle.vat_register_until as string | null) ?? null,
      },
      month: query.month,
      closed: false,
      closed_at: null,
      closed_by: null,
      open_month: from.slice(0, 7),
      odometer,
      entries,
      totals: mileageTotals(entries, odometer),
    };
  };

  return {
    getMileageRegister,
    exportMileageRegisterCsv: async (query) => csvFile(sheetCsv(mileageSheet(await getMileageRegister(query)))),
    exportMileageRegisterXlsx: async () => {
      throw new HttpError('Plik XLSX przygotowuje serwer; bez serwera pobierz plik CSV.', 503);
    },
    closeMileageMonth: async () => {
      throw new HttpError(SERVER_ONLY, 503);
    },
    addMileageCorrection: async () => {
      throw new HttpError(SERVER_ONLY, 503);
    },
    setRidePurpose: async (ride, purpose) => {
      const { data } = await inner.getOne('rides', { id: ride });
      await inner.update('rides', { id: ride, data: { ...data, purpose }, previousData: data });
      return { ride, purpose };
    },
  };
}
