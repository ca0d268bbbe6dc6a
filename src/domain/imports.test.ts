import { describe, expect, it } from 'vitest';
import { proposedMapping, readCell } from './imports';
import { getResource } from './resources';

const fields = getResource('vehicles').fields;

describe('import cells', () => {
  it('reads numbers written with a decimal comma and spaces, and numbers as they are', () => {
    expect(readCell(fields.fuel_capacity, '12 000,25', 'Europe/Warsaw')).toEqual({ ok: true, value: 12000.25 });
    expect(readCell(fields.fuel_capacity, 410.5, 'Europe/Warsaw')).toEqual({ ok: true, value: 410.5 });
    expect(readCell(fields.fuel_capacity, 'dużo', 'Europe/Warsaw')).toEqual({ ok: false, message: 'Podaj liczbę.' });
  });

  it('reads dates as dd.MM.yyyy, Excel dates and Excel date numbers, and date-times on the company clock', () => {
    const date = { type: 'date', label: 'Data' } as const;
    expect(readCell(date, '05.11.2026', 'Europe/Warsaw')).toEqual({ ok: true, value: '2026-11-05' });
    expect(readCell(date, new Date(Date.UTC(2026, 10, 5)), 'Europe/Warsaw')).toEqual({ ok: true, value: '2026-11-05' });
    expect(readCell(date, 46331, 'Europe/Warsaw')).toEqual({ ok: true, value: '2026-11-05' });
    expect(readCell(date, '5 listopada', 'Europe/Warsaw')).toEqual({ ok: false, message: 'Podaj datę (dd.mm.rrrr).' });
    const datetime = { type: 'datetime', label: 'Kiedy' } as const;
    // 10:30 in Warsaw in November is 09:30 UTC.
    expect(readCell(datetime, '05.11.2026 10:30', 'Europe/Warsaw')).toEqual({ ok: true, value: '2026-11-05T09:30:00.000Z' });
  });

  it('reads enums by their Polish label and booleans as Tak / Nie', () => {
    expect(readCell(fields.vehicle_type, 'cysterna', 'Europe/Warsaw')).toEqual({ ok: true, value: 'TANK' });
    expect(readCell(fields.vehicle_type, 'TANK', 'Europe/Warsaw')).toEqual({ ok: true, value: 'TANK' });
    expect(readCell({ type: 'boolean', label: 'Czy?' }, 'Tak', 'Europe/Warsaw')).toEqual({ ok: true, value: true });
    expect(readCell({ type: 'boolean', label: 'Czy?' }, 'nie', 'Europe/Warsaw')).toEqual({ ok: true, value: false });
  });

  it("maps headers by the fields' labels, names and the export's joined columns, each field once", () => {
    expect(proposedMapping(getResource('vehicles'), ['Numer rejestracyjny', 'budowa', 'fuel_capacity', 'Uwagi', 'Numer rejestracyjny '])).toEqual({
      'Numer rejestracyjny': 'registration_number',
      budowa: 'site',
      fuel_capacity: 'fuel_capacity',
      Uwagi: null,
      'Numer rejestracyjny ': null,
    });
  });
});
