import { describe, expect, it } from 'vitest';
import { getResource } from '../domain/resources';
import { writePayload } from './writePayload';

describe('write payload', () => {
  it('keeps writable fields, converts numbers, coordinates (10 decimals) and local date-times (UTC ISO)', () => {
    const body = writePayload(
      getResource('vehicle-fueling'),
      {
        id: 3,
        vehicle: '4',
        tanker: 7,
        datetime: '2026-01-05T14:30',
        litres: '120.55',
        odometer_state: 1000,
        latitude: 51.918904612345678,
        longitude: '',
        vehicle_model: 'joined, dropped',
      },
      'create',
      null,
    );
    expect(body).toEqual({
      vehicle: 4,
      tanker: 7,
      datetime: new Date(2026, 0, 5, 14, 30).toISOString(),
      litres: 120.55,
      odometer_state: 1000,
      latitude: 51.9189046123,
      longitude: null,
    });
  });

  it('gives a new record of a site-scoped resource the selected site', () => {
    expect(writePayload(getResource('materials'), { name: 'Piasek' }, 'create', 5)).toEqual({ name: 'Piasek', site: 5 });
    expect(writePayload(getResource('materials'), { name: 'Piasek', site: 2 }, 'create', 5)).toEqual({ name: 'Piasek', site: 2 });
  });

  it('leaves a blank password out of an update', () => {
    const body = writePayload(getResource('employees'), { first_name: 'Jan', password: '' }, 'update', null);
    expect(body).not.toHaveProperty('password');
  });

  it('never sends server-set fields', () => {
    expect(writePayload(getResource('repairs'), { note: 'x', site: 3, datetime: '2026-01-01' }, 'create', null)).toEqual({
      person: null,
      vehicle: null,
      note: 'x',
    });
  });
});
