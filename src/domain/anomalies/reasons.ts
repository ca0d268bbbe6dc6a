/** Each anomaly's reason in Polish, with its numbers written Polish-style. */
import { formatDecimal } from '../numbers';
import type { OdometerUnit } from '../reports/fuelLog';
import type { AnomalyCode, AnomalySource, AnomalyValues } from './types';

type Value = AnomalyValues[string] | undefined;
/** A value as a number (0 when missing or text). */
const num = (value: Value) => (typeof value === 'number' ? value : 0);
const n2 = (value: Value) => formatDecimal(num(value), { minDecimals: 2 });
const n0 = (value: Value) => formatDecimal(Math.round(num(value)));
const percent = (share: Value) => `${num(share) > 0 ? '+' : ''}${formatDecimal(Math.round(num(share) * 100))} %`;

/** A position as people read it: latitude, longitude to six places. */
const place = (values: AnomalyValues) => `${num(values.latitude).toFixed(6)}, ${num(values.longitude).toFixed(6)}`;

const unitText: Record<OdometerUnit, { distance: string; rate: string }> = {
  km: { distance: 'km', rate: 'l/100 km' },
  h: { distance: 'mth', rate: 'l/mth' },
};

/** Polish names of the rules (the list's filter and the CSV use them too). */
export const ANOMALY_TITLES: Record<AnomalyCode, string> = {
  over_capacity: 'Ponad pojemność zbiornika',
  window_over_capacity: 'Dwa tankowania ponad pojemność',
  odometer_backwards: 'Licznik cofnięty',
  odometer_jump: 'Nieprawdopodobny przyrost licznika',
  consumption: 'Zużycie odbiega od normy pojazdu',
  gps_far: 'Tankowanie daleko od maszyny lub cysterny',
  price_band: 'Cena poza zakresem miesiąca',
  stationary_fuel_drop: 'Spadek paliwa na postoju',
  unlogged_refuel: 'Tankowanie bez zapisu',
  card_other_vehicle: 'Karta paliwowa użyta dla innego pojazdu',
  vehicle_elsewhere: 'Pojazd daleko od stacji z wyciągu',
};

export function anomalyReason(code: AnomalyCode, source: AnomalySource, values: AnomalyValues, unit: OdometerUnit): string {
  const units = unitText[unit];
  switch (code) {
    case 'over_capacity':
      return source === 'tanker_fueling'
        ? `Dostarczono ${n2(values.litres)} l, a cysterna mieści ${n2(values.capacity)} l.`
        : `Zatankowano ${n2(values.litres)} l, a zbiornik mieści ${n2(values.capacity)} l.`;
    case 'window_over_capacity':
      return `Dwa tankowania w ciągu ${n2(values.hours)} h: ${n2(values.previous_litres)} l i ${n2(values.litres)} l, razem więcej niż pojemność ${n2(values.capacity)} l.`;
    case 'odometer_backwards':
      return `Stan licznika ${n2(values.odometer)} ${units.distance} jest mniejszy niż poprzedni ${n2(values.previous_odometer)} ${units.distance}.`;
    case 'odometer_jump':
      return `Przyrost licznika ${n2(values.distance)} ${units.distance} w ${n2(values.hours)} h (najwyżej ${n2(values.max_distance)} ${units.distance}).`;
    case 'consumption':
      return `Zużycie ${n2(values.rate)} ${units.rate} wobec normy pojazdu ${n2(values.baseline)} ${units.rate} (${percent(values.deviation)}).`;
    case 'gps_far':
      return [
        'Tankowanie z cysterny zapisano',
        [
          values.machine_distance_m !== null && values.machine_distance_m !== undefined ? `${n0(values.machine_distance_m)} m od maszyny` : null,
          values.tanker_distance_m !== null && values.tanker_distance_m !== undefined ? `${n0(values.tanker_distance_m)} m od cysterny` : null,
        ]
          .filter(Boolean)
          .join(' i '),
        `(dopuszczalne ${n0(values.limit_m)} m).`,
      ].join(' ');
    case 'price_band':
      return `Cena ${n2(values.price)} zł/l wobec mediany miesiąca ${n2(values.median)} zł/l (${percent(values.deviation)}).`;
    case 'stationary_fuel_drop':
      return `Czujnik: w zbiorniku ubyło ${n2(values.litres)} l (z ${n2(values.litres_before)} l do ${n2(values.litres_after)} l) przy wyłączonym silniku, w miejscu ${place(values)} (próg ${n2(values.limit)} l).`;
    case 'unlogged_refuel':
      return `Czujnik: w zbiorniku przybyło ${n2(values.litres)} l (z ${n2(values.litres_before)} l do ${n2(values.litres_after)} l) na postoju, w miejscu ${place(values)}, a żadnego tankowania tej maszyny nie zapisano w ciągu ${n2(values.window_hours)} h.`;
    case 'card_other_vehicle':
      return `Kartą paliwową pojazdu nr ${values.card_fleet_number ?? '?'} zatankowano według wyciągu pojazd nr ${values.used_fleet_number ?? '?'}.`;
    case 'vehicle_elsewhere':
      return `Pojazd był ${formatDecimal(num(values.distance_km))} km od stacji ${values.station ?? '?'} (pozycja GPS ${n0(values.fix_minutes)} min od transakcji z wyciągu; dopuszczalne ${formatDecimal(num(values.limit_km))} km).`;
  }
}
