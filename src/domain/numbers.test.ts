import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimalPlaces } from './geo';
import { getResource } from './resources';
import { formatDecimal, formatFieldNumber, numberMessages, parseDecimal, readNumberField, readNumberFields } from './numbers';

const NBSP = '\u00a0';
const { fields: vehicle } = getResource('vehicles');
const { fields: fueling } = getResource('fueling');
const { fields: place } = getResource('places');
const { fields: site } = getResource('sites');

describe('reading typed numbers', () => {
  it.each([
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['1 234,5', 1234.5],
    [`1${NBSP}234,5`, 1234.5],
    ['1\u202f234.5', 1234.5],
    ['1 234 567,89', 1234567.89],
    ['  3,5 ', 3.5],
    ['-12,5', -12.5],
    ['\u221212,5', -12.5],
    [',5', 0.5],
    ['007', 7],
    ['1,234', 1.234],
    ['1.234', 1.234],
    ['-0', 0],
    // eslint-disable-next-line no-loss-of-precision -- a number with more digits than a double holds, as a client may send
    ['52.229675612345678', 52.229675612345678],
  ])('reads %j as %d', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  const refused = ['12,5,5', '12a', '1.234,5', '1,234.5', '12 34', '1234 567', '1 234 5', '1  234'];
  it.each([...refused, '12,', '12.', '-', ',', '', '1e3', '0x10', 'Infinity', '+5'])('refuses %j', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });

  it('reads back whatever it shows, for any number of up to 20 decimals', () => {
    const shown = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }).filter((value) => decimalPlaces(value) <= 20);
    fc.assert(
      fc.property(shown, fc.boolean(), (value, grouping) => {
        expect(parseDecimal(formatDecimal(value, { grouping }))).toBe(value + 0);
      }),
    );
  });

  it('reads a comma and a dot the same, with or without grouping', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 99 }), (whole, hundredths) => {
        const fraction = String(hundredths).padStart(2, '0');
        const expected = Number(`${whole}.${fraction}`);
        const grouped = whole.toLocaleString('en-US').replaceAll(',', ' ');
        expect(parseDecimal(`${whole},${fraction}`)).toBe(expected);
        expect(parseDecimal(`${whole}.${fraction}`)).toBe(expected);
        expect(parseDecimal(`${grouped},${fraction}`)).toBe(expected);
      }),
    );
  });
});

describe('number fields of a form', () => {
  it('turns typed text into the number sent', () => {
    expect(readNumberField(vehicle.fuel_capacity, '12,5')).toEqual({ ok: true, value: 12.5 });
    expect(readNumberField(site.length, '3,5')).toEqual({ ok: true, value: 3.5 });
    expect(readNumberField(fueling.odometer_state, '123 456,7')).toEqual({ ok: true, value: 123456.7 });
    expect(readNumberField(vehicle.fleet_number, '1 234')).toEqual({ ok: true, value: 1234 });
    expect(readNumberField(vehicle.fuel_capacity, 9000.5)).toEqual({ ok: true, value: 9000.5 });
  });

  it('refuses text that is not one number, in Polish', () => {
    expect(readNumberField(vehicle.fuel_capacity, '12,5,5')).toEqual({
      ok: false,
      message: 'Podaj liczbę, np. 12,5 lub 1 234,5.',
    });
    expect(readNumberField(place.latitude, '52,1a')).toEqual({ ok: false, message: numberMessages.number });
    expect(readNumberField(vehicle.fleet_number, '12a')).toEqual({ ok: false, message: 'Podaj liczbę całkowitą.' });
  });

  it('keeps the step of litres and prices: at most 2 decimals, typed or stored', () => {
    const refused = { ok: false, message: 'Podaj wartość z najwyżej 2 miejscami po przecinku.' };
    expect(readNumberField(fueling.litres, '55,555')).toEqual(refused);
    expect(readNumberField(fueling.price_per_litre, 6.305)).toEqual(refused);
    expect(readNumberField(fueling.price_per_litre, '6,300')).toEqual({ ok: true, value: 6.3 });
    expect(readNumberField(site.length, '3,14159')).toEqual({ ok: true, value: 3.14159 });
  });

  it('rounds pasted coordinates to 10 decimals instead of refusing them', () => {
    expect(readNumberField(place.latitude, '52.229675612345678')).toEqual({ ok: true, value: 52.2296756123 });
    expect(readNumberField(place.longitude, '21,012228712345')).toEqual({ ok: true, value: 21.0122287123 });
    expect(readNumberField(place.longitude, 21.012228712345)).toEqual({ ok: true, value: 21.0122287123 });
  });

  it('leaves blanks to the required rule and other fields alone', () => {
    expect(readNumberField(fueling.litres, '  ')).toEqual({ ok: true, value: null });
    expect(readNumberField(fueling.litres, null)).toEqual({ ok: true, value: null });
    expect(readNumberField(vehicle.registration_number, '12,5')).toEqual({ ok: true, value: '12,5' });
  });

  it('reads a whole form: numbers in place of text, one message per refused field', () => {
    expect(readNumberFields(fueling, { litres: '60,5', price_per_litre: '6,305', odometer_state: 'x', person: 3 })).toEqual({
      values: { litres: 60.5, price_per_litre: '6,305', odometer_state: 'x', person: 3 },
      errors: {
        price_per_litre: 'Podaj wartość z najwyżej 2 miejscami po przecinku.',
        odometer_state: 'Podaj liczbę, np. 12,5 lub 1 234,5.',
      },
    });
  });
});

describe('showing numbers', () => {
  it('groups thousands with a no-break space from four digits on, with a decimal comma', () => {
    expect(formatDecimal(9000.5)).toBe(`9${NBSP}000,5`);
    expect(formatDecimal(1234.5)).toBe(`1${NBSP}234,5`);
    expect(formatDecimal(123456.7)).toBe(`123${NBSP}456,7`);
    expect(formatDecimal(999)).toBe('999');
    expect(formatDecimal(-1234.5)).toBe(`-1${NBSP}234,5`);
    expect(formatDecimal(1234.5, { grouping: false })).toBe('1234,5');
  });

  it('shows every stored decimal', () => {
    expect(formatDecimal(3.14159)).toBe('3,14159');
    expect(formatDecimal(0.0000001)).toBe('0,0000001');
    expect(formatDecimal(0.1 + 0.2)).toBe('0,30000000000000004');
  });

  it('shows litres and money with two decimals, more only when stored', () => {
    expect(formatFieldNumber(fueling.price_per_litre, 6.3)).toBe('6,30');
    expect(formatFieldNumber(fueling.litres, 55)).toBe('55,00');
    expect(formatFieldNumber(vehicle.fuel_capacity, 9000.5)).toBe(`9${NBSP}000,50`);
    expect(formatFieldNumber(fueling.litres, 55.555)).toBe('55,555');
    expect(formatFieldNumber(fueling.odometer_state, 123456)).toBe(`123${NBSP}456`);
    expect(formatFieldNumber(site.length, 3.5)).toBe('3,5');
  });

  it('shows coordinates with their decimals and fleet numbers as written, ungrouped', () => {
    expect(formatFieldNumber(place.latitude, 52.2296756123)).toBe('52,2296756123');
    expect(formatFieldNumber(place.longitude, -120.5)).toBe('-120,5');
    expect(formatFieldNumber(vehicle.fleet_number, 1234)).toBe('1234');
  });
});
