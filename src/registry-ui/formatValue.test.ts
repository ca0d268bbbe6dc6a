import { describe, expect, it } from 'vitest';
import { formatValue } from './formatValue';

describe('list cells', () => {
  it('write days zero-padded as dd.MM.yyyy, as date-times are', () => {
    expect(formatValue({ type: 'date', label: 'Data' }, '2026-11-05')).toBe('05.11.2026');
    expect(formatValue({ type: 'date', label: 'Data' }, '2026-07-01')).toBe('01.07.2026');
    expect(formatValue({ type: 'datetime', label: 'Data' }, '2026-11-05T08:03:00.000Z')).toBe('05.11.2026 09:03');
  });
});
