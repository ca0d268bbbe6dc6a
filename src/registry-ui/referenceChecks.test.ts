import { describe, expect, it } from 'vitest';
import type { RaRecord } from 'ra-core';
import { getResource } from '../domain/resources';
import { i18nProvider } from '../i18n/i18nProvider';
import { findMissingReference, type ReferenceLookup } from './referenceChecks';

const rows: Record<string, RaRecord[]> = {
  roles: [{ id: 1, name: 'Kierowca' }],
  employees: [{ id: 4, first_name: 'Jan' }],
  vehicles: [
    { id: 7, vehicle_type: 'TRUCK' },
    { id: 8, vehicle_type: 'TANK' },
  ],
  'petrol-places': [{ id: 2, name: 'Orlen' }],
  'petrol-providers': [{ id: 3, name: 'Orlen' }],
};
const lookup: ReferenceLookup = async (resource, id) => rows[resource]?.find((row) => row.id === id);
const message = (key: string | undefined) => (key ? i18nProvider.translate(key) : undefined);

describe('reference checks before a save', () => {
  it('stops an employee save on an unknown role with "Nie znaleziono roli"', async () => {
    const spec = getResource('employees');
    expect(await findMissingReference(spec, { role: 1, site: 9 }, 'create', lookup)).toBeNull();
    const missing = await findMissingReference(spec, { role: 99 }, 'update', lookup);
    expect(missing).toMatchObject({ field: 'role', severity: 'error' });
    expect(message(missing?.message)).toBe('Nie znaleziono roli');
  });

  it('skips a fueling add with a warning naming the missing person or vehicle, and refuses the edit', async () => {
    const spec = getResource('fueling');
    const add = await findMissingReference(spec, { person: 5, vehicle: 7 }, 'create', lookup);
    expect(add).toMatchObject({ field: 'person', severity: 'warning' });
    expect(message(add?.message)).toBe('Nie znaleziono osoby');
    const addVehicle = await findMissingReference(spec, { person: 4, vehicle: 70 }, 'create', lookup);
    expect(message(addVehicle?.message)).toBe('Nie znaleziono pojazdu');
    expect(message((await findMissingReference(spec, { person: 5, vehicle: 7 }, 'update', lookup))?.message)).toBe('Nie znaleziono osoby');
    expect(message((await findMissingReference(spec, { person: 4, vehicle: 70 }, 'update', lookup))?.message)).toBe('Nie znaleziono pojazdu');
    expect(await findMissingReference(spec, { person: 4, vehicle: 7 }, 'update', lookup)).toBeNull();
  });

  it('requires a tanker fueling’s place, provider and a TANK vehicle on edit only', async () => {
    const spec = getResource('tanker-fueling');
    const good = { petrol_place: 2, provider: 3, tanker: 8 };
    expect(await findMissingReference(spec, good, 'update', lookup)).toBeNull();
    const truck = await findMissingReference(spec, { ...good, tanker: 7 }, 'update', lookup);
    expect(message(truck?.message)).toBe('Nie znaleziono miejsca, dostawcy lub pojazdu');
    expect(await findMissingReference(spec, { ...good, provider: 30 }, 'update', lookup)).toMatchObject({ field: 'provider' });
    expect(await findMissingReference(spec, { ...good, tanker: 7 }, 'create', lookup)).toBeNull();
  });

  it('checks a machine fueling’s vehicle on edit ("Nie znaleziono pojazdu")', async () => {
    const spec = getResource('vehicle-fueling');
    const missing = await findMissingReference(spec, { vehicle: 70, tanker: 8 }, 'update', lookup);
    expect(message(missing?.message)).toBe('Nie znaleziono pojazdu');
  });

  it('leaves blank references to the required-field validation', async () => {
    expect(await findMissingReference(getResource('employees'), { role: '' }, 'create', lookup)).toBeNull();
  });
});
