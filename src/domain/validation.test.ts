import { describe, expect, it } from 'vitest';
import { resources } from './resources';
import { REQUIRED_MESSAGE, validateResourceWrite } from './validation';

describe('validation from the registry', () => {
  it('requires the spec fields, drops unknown and server-set ones, and normalises values', () => {
    const result = validateResourceWrite(
      resources['vehicle-fueling'],
      { vehicle: '3', tanker: 4, datetime: '2026-01-05T08:30:00+01:00', litres: '12.5', odometer_state: 100, extra: 'x' },
      'create',
    );
    expect(result).toEqual({
      ok: true,
      value: { vehicle: 3, tanker: 4, datetime: '2026-01-05T07:30:00.000Z', litres: 12.5, odometer_state: 100, latitude: null, longitude: null },
    });
    const repair = validateResourceWrite(resources.repairs, { person: 1, vehicle: 2, note: 'x', site: 5, datetime: 'x' }, 'create');
    expect(repair).toEqual({ ok: true, value: { person: 1, vehicle: 2, note: 'x' } });
  });

  it('answers in Polish, field by field', () => {
    const result = validateResourceWrite(resources.fueling, { person: 'Jan', litres: -1, datetime: '31.12.2026' }, 'create');
    expect(result).toEqual({
      ok: false,
      errors: {
        person: ['Podaj identyfikator rekordu.'],
        vehicle: [REQUIRED_MESSAGE],
        datetime: ['Podaj poprawną datę i godzinę.'],
        litres: ['Wartość nie może być mniejsza niż 0.'],
        price_per_litre: [REQUIRED_MESSAGE],
        odometer_state: [REQUIRED_MESSAGE],
      },
    });
  });

  it('leaves absent optional fields alone on update and makes place coordinates required there', () => {
    expect(validateResourceWrite(resources.places, { name: 'Wykop' }, 'update')).toEqual({
      ok: false,
      errors: { latitude: [REQUIRED_MESSAGE], longitude: [REQUIRED_MESSAGE] },
    });
    expect(validateResourceWrite(resources.employees, { first_name: 'A', last_name: 'B', role: 1, site: 1, username: 'ab' }, 'update')).toEqual({
      ok: true,
      value: { first_name: 'A', last_name: 'B', role: 1, site: 1, username: 'ab' },
    });
  });
});
