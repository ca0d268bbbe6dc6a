import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_TIME_ZONE } from '../domain/dates';
import { getResource } from '../domain/resources';
import { formatValue } from './formatValue';

describe('list cells', () => {
  it('write days zero-padded as dd.MM.yyyy, as date-times are', () => {
    expect(formatValue({ type: 'date', label: 'Data' }, '2026-11-05', DEFAULT_COMPANY_TIME_ZONE)).toBe('05.11.2026');
    expect(formatValue({ type: 'date', label: 'Data' }, '2026-07-01', DEFAULT_COMPANY_TIME_ZONE)).toBe('01.07.2026');
    expect(formatValue({ type: 'datetime', label: 'Data' }, '2026-11-05T08:03:00.000Z', DEFAULT_COMPANY_TIME_ZONE)).toBe('05.11.2026 09:03');
    expect(formatValue({ type: 'datetime', label: 'Data' }, '2026-11-05T08:03:00.000Z', 'America/New_York')).toBe('05.11.2026 03:03');
  });

  it('write odometers and engine hours as whole numbers, litres with their decimals', () => {
    const fueling = getResource('fueling').fields;
    expect(formatValue(fueling.odometer_state, 123456.7, DEFAULT_COMPANY_TIME_ZONE)).toBe('123\u00a0457');
    expect(formatValue(getResource('vehicle-fueling').fields.odometer_state, 4312.25, DEFAULT_COMPANY_TIME_ZONE)).toBe('4\u00a0312');
    expect(formatValue(getResource('service-records').fields.reading, 98765.43, DEFAULT_COMPANY_TIME_ZONE)).toBe('98\u00a0765');
    expect(formatValue(fueling.litres, 120.5, DEFAULT_COMPANY_TIME_ZONE)).toBe('120,50');
  });
});
