import { describe, expect, it } from 'vitest';
import { getResource } from '../domain/resources';
import { validateForm } from './formValidation';

const vehicles = getResource('vehicles');
const vehicle = {
  fleet_number: '12',
  registration_number: 'WGR 12345',
  vehicle_model: 'Volvo',
  vehicle_type: 'TRUCK',
  fuel_capacity: '400',
};
const vehicleErrors = (values: Record<string, unknown>) => validateForm(vehicles, { ...vehicle, ...values }, 'create', 1);
const NOT_A_NUMBER = 'Podaj liczbę, np. 12,5 lub 1 234,5.';

describe('dialog validation of number fields', () => {
  it('accepts Polish typing: decimal comma, grouped thousands', () => {
    expect(vehicleErrors({ fleet_number: '1 234', fuel_capacity: '9 000,5' })).toEqual({});
  });

  it('refuses what is not one number, in Polish, and keeps the registry’s integer-ness, minimum and step', () => {
    expect(vehicleErrors({ fuel_capacity: '12,5,5' })).toEqual({ fuel_capacity: NOT_A_NUMBER });
    expect(vehicleErrors({ fuel_capacity: '1.234,5' })).toEqual({ fuel_capacity: NOT_A_NUMBER });
    expect(vehicleErrors({ fuel_capacity: '12,555' })).toEqual({
      fuel_capacity: 'Podaj wartość z najwyżej 2 miejscami po przecinku.',
    });
    expect(vehicleErrors({ fuel_capacity: '-1' })).toEqual({ fuel_capacity: 'Wartość nie może być mniejsza niż 0.' });
    expect(vehicleErrors({ fleet_number: '12,5' })).toEqual({ fleet_number: 'Podaj liczbę całkowitą.' });
    expect(vehicleErrors({ fuel_capacity: ' ' })).toEqual({ fuel_capacity: 'To pole jest wymagane.' });
  });

  it('takes pasted coordinates with 15 decimals (rounded to 10) and keeps their ranges', () => {
    const place = (latitude: string) => validateForm(getResource('places'), { name: 'Żwirownia', latitude, longitude: '21,0122287' }, 'update', 1);
    expect(place('52.229675612345678')).toEqual({});
    expect(place('95,5')).toEqual({ latitude: 'Szerokość geograficzna musi być liczbą od -90 do 90.' });
  });
});

describe('dialog validation of date fields', () => {
  it('asks for a whole date as the pickers take it, when one was typed incompletely', () => {
    const site = { name: 'S7 Grójec', length: '12,5' };
    expect(validateForm(getResource('sites'), { ...site, start_date: 'Invalid Date' }, 'create', null)).toMatchObject({
      start_date: 'Podaj pełną datę (dd.mm.rrrr).',
    });
    expect(validateForm(getResource('fueling'), { datetime: 'Invalid Date' }, 'create', 1)).toMatchObject({
      datetime: 'Podaj pełną datę i godzinę (dd.mm.rrrr gg:mm).',
    });
  });
});
