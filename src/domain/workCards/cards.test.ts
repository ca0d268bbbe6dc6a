/** Work cards' rules on hand-made rows (issue 33 §3): which days have a card, the meter's ends, the tank's anchor. */
import { describe, expect, it } from 'vitest';
import { vehicleCards, type CardVehicle, type VehicleCardsInput } from './cards';

const roller: CardVehicle = {
  id: 5,
  fleet_number: 12,
  registration_number: 'WAL 12',
  vehicle_model: 'Bomag BW 213',
  vehicle_type: 'ROLLER',
  fuel_capacity: 200,
  site: 1,
  site_name: 'S7',
};
const people = new Map([[9, { id: 9, first_name: 'Ewa', last_name: 'Łęcka' }]]);
const norm = (_vehicle: CardVehicle, _day: string, usage: number) => usage * 10; // 10 l/mth

const base: VehicleCardsInput = {
  vehicle: roller,
  readings: [],
  rides: [],
  fuelings: [],
  checks: [],
  people,
  from: '2026-06-01',
  to: '2026-06-30',
  norm,
  zone: 'Europe/Warsaw',
};

describe('work cards', () => {
  it('makes no card of a day whose only reading did not move the meter', () => {
    const cards = vehicleCards({
      ...base,
      readings: [
        { datetime: '2026-06-01T15:00:00.000Z', value: 100, person: null },
        { datetime: '2026-06-02T15:00:00.000Z', value: 100, person: null },
        { datetime: '2026-06-03T15:00:00.000Z', value: 106.5, person: 9 },
      ],
    });
    // 1 June: the first reading ever (nothing before it moved); 2 June: no movement; 3 June: 6,5 mth.
    expect(cards.map((card) => [card.date, card.meter_start, card.meter_end, card.usage])).toEqual([['2026-06-03', 100, 106.5, 6.5]]);
    expect(cards[0]).toMatchObject({ kind: 'machine', title: 'Karta pracy sprzętu', unit: 'mth', people: [{ person: 9, last_name: 'Łęcka' }], fuel_norm: 65 });
  });

  it("says the end is missing when the day's only reading is the check's at its start", () => {
    const [card] = vehicleCards({
      ...base,
      readings: [{ datetime: '2026-06-04T05:00:00.000Z', value: 120, person: 9 }],
      checks: [{ datetime: '2026-06-04T05:00:00.000Z', person: 9 }],
    });
    expect(card).toMatchObject({ date: '2026-06-04', start: '07:00', meter_start: 120, meter_end: null, usage: null, fuel_norm: null });
    expect(card.missing).toEqual(['Brak odczytu licznika (mth) na koniec dnia.', 'Brak stanu paliwa na początek dnia: brak wcześniejszego tankowania.']);
  });

  it('refuses a tank the norm would empty below zero since the last fueling', () => {
    const [card] = vehicleCards({
      ...base,
      fuelings: [{ datetime: '2026-05-20T06:00:00.000Z', litres: 150, person: null, odometer_state: 100 }],
      readings: [
        { datetime: '2026-05-31T15:00:00.000Z', value: 125, person: null },
        { datetime: '2026-06-01T15:00:00.000Z', value: 130, person: 9 },
      ],
    });
    // 25 mth × 10 l since the fueling = 250 l, more than the 200-litre tank.
    expect(card.fuel_start).toBeNull();
    expect(card.missing).toEqual(['Brak stanu paliwa na początek dnia: zużycie według normy od ostatniego tankowania przekracza pojemność zbiornika.']);
  });
});
