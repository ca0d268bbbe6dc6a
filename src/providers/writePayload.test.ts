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
      // The dispenser's photo (issue 30), none chosen.
      photos: null,
    });
  });

  it('sends numbers typed Polish-style as JSON numbers, pasted coordinates rounded to 10 decimals', () => {
    const typed = { litres: '12,5', odometer_state: '1\u00a0234,5', latitude: '52,229675612345678', longitude: 21.5 };
    expect(writePayload(getResource('vehicle-fueling'), { vehicle: 4, tanker: 7, ...typed }, 'create', null)).toMatchObject({
      litres: 12.5,
      odometer_state: 1234.5,
      latitude: 52.2296756123,
      longitude: 21.5,
    });
    const site = writePayload(getResource('sites'), { name: 'Obwodnica', length: '3,5' }, 'create', null);
    expect(site).toMatchObject({ length: 3.5 });
    const vehicle = writePayload(getResource('vehicles'), { fleet_number: '1 234', fuel_capacity: 9000.5 }, 'update', null);
    expect(vehicle).toMatchObject({ fleet_number: 1234, fuel_capacity: 9000.5 });
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
      // Writable since issue 15 §3 (the phones attach photos); the workflow's fields are server-set.
      photos: null,
    });
  });

  it("sends a file field's attachments as their ids (the form holds the refs the read and the uploads gave)", () => {
    const photo = [{ id: 12, name: 'zdjęcie.png', size: 2048, type: 'image/png', thumbnail: true }];
    expect(writePayload(getResource('vehicles'), { photo }, 'update', 1).photo).toEqual([12]);
    expect(writePayload(getResource('vehicles'), { photo: [] }, 'update', 1).photo).toEqual([]);
  });
});
