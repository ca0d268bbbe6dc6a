import { describe, expect, it } from 'vitest';
import { hoursSince } from './hours';

describe('hoursSince', () => {
  it('shows whole hours and two-digit minutes, never below zero', () => {
    const start = '2026-11-27T06:02:00.000Z';
    expect(hoursSince(start, Date.parse('2026-11-27T09:07:59.000Z'))).toBe('3 h 05 min');
    expect(hoursSince(start, Date.parse('2026-11-27T06:01:00.000Z'))).toBe('0 h 00 min');
  });
});
