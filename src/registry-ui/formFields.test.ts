import { describe, expect, it } from 'vitest';
import { resources } from '../domain/resources';
import { DEVICE_IDENTIFIER_PATTERN } from '../domain/resources/gps-devices';
import { createDefaults } from './formFields';

describe('createDefaults', () => {
  it('proposes a new GPS device identifier each time the dialog opens, one the rules accept', () => {
    const first = createDefaults(resources['gps-devices'], null);
    const second = createDefaults(resources['gps-devices'], null);
    expect(first).toMatchObject({ speed_unit: 'kn', active: true });
    expect(first.identifier).toMatch(new RegExp(DEVICE_IDENTIFIER_PATTERN));
    expect(first.identifier).toMatch(/^[A-HJ-NP-Za-km-z2-9]{24}$/);
    expect(second.identifier).not.toBe(first.identifier);
  });
});
