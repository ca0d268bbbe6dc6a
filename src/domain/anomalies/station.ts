/**
 * The vehicle was elsewhere at that time (issue 32 §2): a statement's fuel transaction made at a
 * station whose coordinates SAT knows while the vehicle's GPS fix nearest in time was farther than
 * STATION_DISTANCE_KM from it. Only statements tell it (server/fuelStatements); the rule says nothing
 * without a known station or without a fix in the window.
 *
 * - A known station: there is no geocoder, so a station is known when a petrol place ("Miejsca
 *   Paliwa") is named in the statement's station name or address: the place's name, as whole words,
 *   is the station's name or address or a part of it, compared without letter case, punctuation and
 *   extra spaces ("ORLEN Poznań" names the station "Stacja ORLEN, Poznań ul. Głogowska 12"). Of
 *   several places named, the longest name wins; two different places as long are ambiguous and the
 *   station is unknown.
 * - Where the vehicle was: its GPS fix (`location_point` of that vehicle, as ./gps.ts reads them)
 *   nearest in time to the transaction, at most STATION_FIX_WINDOW_MINUTES before or after it (the
 *   edges included; of two equally near, the earlier). A tracker reports every minute or two while
 *   the vehicle moves, so a fix that far from the transaction in time is one of a standing vehicle.
 */
import { haversineKm } from '../geo';
import { fixesByVehicle, nearestFix } from './gps';
import { periodCheck, type AnomalyInput, type Flag, type PetrolPlacePoint, type StationTransaction, type VehicleFix } from './types';

/** How far in time a GPS fix may be from the statement's transaction, either way. */
export const STATION_FIX_WINDOW_MINUTES = 15;
/** How far from the station the vehicle may have been: beyond it, the fueling is flagged. */
export const STATION_DISTANCE_KM = 2;

/** A station's or place's name as compared: lower case, words of letters and digits, one space between. */
export const stationKey = (text: string): string =>
  text
    .toLocaleLowerCase('pl')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The petrol place a statement's station name or address names (see above), or undefined. */
export function knownStation(
  station: Pick<StationTransaction, 'station_name' | 'station_address'>,
  places: readonly PetrolPlacePoint[],
): PetrolPlacePoint | undefined {
  const texts = [station.station_name, station.station_address].filter((text): text is string => Boolean(text)).map((text) => ` ${stationKey(text)} `);
  if (texts.length === 0) return undefined;
  let best: PetrolPlacePoint | undefined;
  let bestLength = 0;
  let ambiguous = false;
  for (const place of places) {
    const key = stationKey(place.name);
    if (!key || !texts.some((text) => text.includes(` ${key} `))) continue;
    if (key.length > bestLength) {
      best = place;
      bestLength = key.length;
      ambiguous = false;
    } else if (key.length === bestLength && place.id !== best?.id) ambiguous = true;
  }
  return ambiguous ? undefined : best;
}

/** Where the vehicle was against the station: the place, the fix, the distance (km) and the fix's minutes from the transaction. */
export interface StationDistance {
  place: PetrolPlacePoint;
  fix: VehicleFix;
  distanceKm: number;
  gapMinutes: number;
}

/** The vehicle's distance from the transaction's station; undefined when the station is unknown or no fix is in the window. */
export function stationDistance(
  transaction: StationTransaction,
  places: readonly PetrolPlacePoint[],
  vehicleFixes: readonly VehicleFix[] | undefined,
): StationDistance | undefined {
  const place = knownStation(transaction, places);
  if (!place) return undefined;
  const fix = nearestFix(vehicleFixes, transaction.datetime, STATION_FIX_WINDOW_MINUTES);
  if (!fix) return undefined;
  return {
    place,
    fix,
    distanceKm: haversineKm(place, fix),
    gapMinutes: Math.abs(Date.parse(fix.datetime) - Date.parse(transaction.datetime)) / 60_000,
  };
}

/** The station's name as the statement gives it (its address when it gives no name). */
export const stationText = (transaction: Pick<StationTransaction, 'station_name' | 'station_address'>): string =>
  transaction.station_name ?? transaction.station_address ?? '';

/** The distance beyond the limit, or undefined: the finding of the rule for one transaction. */
export function vehicleElsewhere(
  transaction: StationTransaction,
  places: readonly PetrolPlacePoint[],
  vehicleFixes: readonly VehicleFix[] | undefined,
): StationDistance | undefined {
  const distance = stationDistance(transaction, places, vehicleFixes);
  return distance && distance.distanceKm > STATION_DISTANCE_KM ? distance : undefined;
}

/** A distance as the rule reports it: km to one decimal place. */
export const kmTenths = (value: number): number => Math.round(value * 10) / 10;

export function stationFlags(input: AnomalyInput): Flag[] {
  const transactions = input.stationTransactions ?? [];
  const places = input.petrolPlaces ?? [];
  if (transactions.length === 0 || places.length === 0) return [];
  const inPeriod = periodCheck(input);
  const fixes = fixesByVehicle(input.fixes);
  const flags: Flag[] = [];
  for (const transaction of transactions) {
    if (!inPeriod(transaction.datetime)) continue;
    const found = vehicleElsewhere(transaction, places, fixes.get(transaction.vehicle));
    if (!found) continue;
    flags.push({
      source: 'fueling',
      fueling: transaction.fueling,
      vehicle: transaction.vehicle,
      datetime: transaction.datetime,
      code: 'vehicle_elsewhere',
      values: {
        distance_km: kmTenths(found.distanceKm),
        limit_km: STATION_DISTANCE_KM,
        fix_minutes: Math.round(found.gapMinutes),
        station: stationText(transaction),
        petrol_place: found.place.id,
      },
    });
  }
  return flags;
}
