import { describe, expect, it } from 'vitest';
import { instantMs, utcHourStart } from './isoInstants';

describe('UTC ISO instants read off their text', () => {
  it('give what Date.parse gives, for every way an instant may be written', () => {
    const texts: string[] = [];
    for (let t = Date.UTC(1969, 11, 31, 20); t < Date.UTC(2027, 0, 1); t += 97 * 3_600_000 + 7 * 60_000 + 11_123) {
      const iso = new Date(t).toISOString();
      texts.push(
        iso,
        iso.replace(/\.\d+Z$/, 'Z'),
        iso.replace(/:\d\d\.\d+Z$/, 'Z'),
        iso.replace(/Z$/, ''),
        iso.replace('Z', '456Z'),
        iso.replace(/\d\dZ$/, 'Z'),
      );
    }
    texts.push(
      '2026-02-30T07:00:00.000Z',
      '2026-02-31T23:59:59.999Z',
      '2026-04-31T00:00Z',
      '2026-01-00T07:00Z',
      '2026-01-32T07:00Z',
      '2026-00-10T07:00Z',
      '2026-13-01T00:00Z',
      '2026-03-15T24:30:00.000Z',
      '2026-03-15T07:60Z',
      '2026-03-15T07:23:60Z',
      '2026-03-15T07:23:45.1234567891Z',
      '2026-03-15T07:23:45.Z',
      '2026-03-15T07:23:45z',
      '2026-3-15T07:23:45Z',
      '0099-01-01T00:00:00Z',
      '0100-03-01T05:00:00Z',
      '1600-02-29T12:00Z',
      '9999-12-31T23:59:59.999Z',
      '2026-07-01T10:15:00+02:00',
      'not a date',
      '',
      '2026-03-15T07:23:45.000Zx',
    );
    for (const text of texts) expect(instantMs(text), text).toEqual(Date.parse(text));
  });

  it('name the hour only of text written as UTC ISO', () => {
    expect(utcHourStart('2026-03-15T07:23:45.000Z')).toBe(Date.UTC(2026, 2, 15, 7));
    expect(utcHourStart('2026-03-15T07:59Z')).toBe(Date.UTC(2026, 2, 15, 7));
    expect(utcHourStart('2026-03-15T07:23:45+01:00')).toBeUndefined();
    expect(utcHourStart('2026-03-15 07:23:45Z')).toBeUndefined();
  });
});
