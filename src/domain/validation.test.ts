import { describe, expect, it } from 'vitest';
import { resources, type ResourceSpec } from './resources';
import { crossFieldErrors, isValidPesel, REQUIRED_MESSAGE, validateResourceWrite, validateWrite } from './validation';

/** Validates some fields of a resource alone. */
const fieldsOf = (spec: ResourceSpec, body: Record<string, unknown>) =>
  validateWrite(Object.fromEntries(Object.keys(body).map((name) => [name, spec.fields[name]])), body, 'create');

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

  it('checks a given PESEL: 11 digits and the check digit of the first ten', () => {
    expect(['44051401359', '02070803628', '85010112345'].map(isValidPesel)).toEqual([true, true, true]);
    expect(['44051401358', '4405140135', '440514013590', '4405140135a', ''].map(isValidPesel)).toEqual([false, false, false, false, false]);
    expect(fieldsOf(resources.employees, { pesel: '44051401358' })).toEqual({
      ok: false,
      errors: { pesel: ['Niepoprawny numer PESEL.'] },
    });
  });

  it('takes at most the decimals of a field step (litres, prices: 2) and rounds coordinates to 10', () => {
    expect(fieldsOf(resources.fueling, { litres: 55.555, price_per_litre: '6.49', odometer_state: 1.2345 })).toEqual({
      ok: false,
      errors: { litres: ['Podaj wartość z najwyżej 2 miejscami po przecinku.'] },
    });
    expect(fieldsOf(resources['petrol-places'], { name: 'Moya', latitude: 51.946249808123456, longitude: '-15.51908885849999' })).toEqual({
      ok: true,
      value: { name: 'Moya', latitude: 51.9462498081, longitude: -15.5190888585 },
    });
  });

  it('refuses a row whose tanker is its own vehicle', () => {
    const spec = resources['vehicle-fueling'];
    expect(crossFieldErrors(spec, { vehicle: 4, tanker: 4 })).toEqual({ tanker: ['Cysterna nie może tankować samej siebie.'] });
    expect(crossFieldErrors(spec, { vehicle: 3, tanker: 4 })).toBeNull();
    expect(crossFieldErrors(resources.fueling, { vehicle: 4, person: 4 })).toBeNull();
  });
});
