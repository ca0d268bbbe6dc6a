/**
 * The fake provider's work cards (issue 33 §3), made by the server's rules of src/domain/workCards
 * from the demo's tables and fuel norms. Without a server nothing is stored: a card's number counts from the
 * month's first card. The PDF is the server's.
 */
import { HttpError, type DataProvider, type RaRecord } from 'ra-core';
import { companyDayRange, parseCalendarDay } from '../../domain/dates';
import { sheetCsv } from '../../domain/reports/sheet';
import { litresByNorm, type FuelNorm } from '../../domain/fuelNorms/norms';
import { activeDays, cardKind, vehicleCards, type CardVehicle, type NormLitres, type WorkCard } from '../../domain/workCards/cards';
import { workCardsSheet, type WorkCardsReport } from '../../domain/workCards/report';
import { monthBounds } from '../../domain/workTime/register';
import type { SatDataProvider, WorkCardsQuery } from '../types';
import { allRows } from './allRows';
import { csvFile } from './csv';

type WorkCardsMethods = Pick<SatDataProvider, 'getWorkCards' | 'exportWorkCardsCsv' | 'exportWorkCardsPdf'>;

const id = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export function fakeWorkCards(inner: DataProvider, timeZone: string): WorkCardsMethods {
  const all = allRows(inner);

  const getWorkCards = async (query: WorkCardsQuery): Promise<WorkCardsReport> => {
    const fromDay = parseCalendarDay(query.date_from);
    const toDay = parseCalendarDay(query.date_to);
    if (!fromDay || !toDay) throw new HttpError('Nieprawidłowe dane.', 400);
    if (query.site === undefined && query.vehicle === undefined) throw new HttpError('Wybierz maszynę albo budowę.', 400);
    const fromIso = monthBounds(fromDay, timeZone).from;
    const { toIso } = companyDayRange(toDay, toDay, timeZone);
    const within = (iso: unknown) => typeof iso === 'string' && iso < toIso;
    const [vehicles, sites, readings, rides, fuelings, tankerFuelings, people, places, materials, norms] = await Promise.all([
      all('vehicles'),
      all('sites'),
      all('meter-readings'),
      all('rides'),
      all('fueling'),
      all('vehicle-fueling'),
      all('employees'),
      all('places'),
      all('materials'),
      all('fuel-norms'),
    ]);
    const fuelNorms = norms as unknown as FuelNorm[];
    const norm: NormLitres = (vehicle, day, usage) => litresByNorm(fuelNorms, vehicle, usage, day);
    const names = (rows: RaRecord[]) => new Map(rows.map((row) => [Number(row.id), String(row.name)]));
    const siteNames = names(sites);
    const placeNames = names(places);
    const materialNames = names(materials);
    const chosen = vehicles
      .filter((row) => (query.vehicle === undefined || row.id === query.vehicle) && (query.site === undefined || row.site === query.site))
      .map((row): CardVehicle => ({
        id: Number(row.id),
        fleet_number: Number(row.fleet_number),
        registration_number: String(row.registration_number),
        vehicle_model: String(row.vehicle_model),
        vehicle_type: String(row.vehicle_type),
        fuel_capacity: Number(row.fuel_capacity),
        site: Number(row.site),
        site_name: siteNames.get(Number(row.site)) ?? '',
      }));
    if (query.vehicle !== undefined && !chosen.length) throw new HttpError('Nie znaleziono tej maszyny.', 404);
    const personMap = new Map(
      people.map((row) => [Number(row.id), { id: Number(row.id), first_name: String(row.first_name), last_name: String(row.last_name) }]),
    );
    const cards: WorkCard[] = chosen.flatMap((vehicle) => {
      const field = cardKind(vehicle.vehicle_type) === 'road' ? 'km' : 'engine_hours';
      const own = (row: RaRecord) => row.vehicle === vehicle.id;
      const fuelRows = [...fuelings.filter(own), ...tankerFuelings.filter(own)].filter((row) => within(row.datetime));
      const input = {
        vehicle,
        readings: readings
          .filter((row) => own(row) && within(row.datetime) && row[field] !== null && row[field] !== undefined && !row.flagged)
          .map((row) => ({ datetime: String(row.datetime), value: Number(row[field]), person: row.datetime >= fromIso ? id(row.person) : null })),
        rides: rides
          .filter((row) => own(row) && within(row.start_datetime) && String(row.start_datetime) >= fromIso)
          .map((row) => ({
            start_datetime: String(row.start_datetime),
            end_datetime: row.end_datetime ? String(row.end_datetime) : null,
            person: id(row.person),
            from: placeNames.get(Number(row.start_place)) ?? null,
            to: placeNames.get(Number(row.end_place)) ?? null,
            material: materialNames.get(Number(row.material)) ?? null,
          })),
        fuelings: fuelRows.map((row) => ({
          datetime: String(row.datetime),
          litres: Number(row.litres),
          person: String(row.datetime) >= fromIso ? id(row.person) : null,
          odometer_state: id(row.odometer_state),
        })),
        checks: [],
        people: personMap,
        from: query.date_from,
        to: query.date_to,
        zone: timeZone,
      };
      const numbers = new Map(activeDays(input).map((day, index) => [day, index + 1]));
      return vehicleCards({ ...input, norm, numbers });
    });
    cards.sort((a, b) => a.fleet_number - b.fleet_number || a.vehicle - b.vehicle || a.date.localeCompare(b.date));
    return { date_from: query.date_from, date_to: query.date_to, site: query.site ?? null, vehicle: query.vehicle ?? null, cards };
  };

  return {
    getWorkCards,
    exportWorkCardsCsv: async (query) => csvFile(sheetCsv(workCardsSheet(await getWorkCards(query)))),
    exportWorkCardsPdf: async () => {
      throw new HttpError('Plik PDF przygotowuje serwer; bez serwera pobierz plik CSV albo wydrukuj kartę.', 503);
    },
  };
}
