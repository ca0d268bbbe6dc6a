import { describe, expect, it } from 'vitest';
import { companyDays } from '../reports/tankerLedger';
import { boundaryMessages, distanceToLineM, formatBoundary, isInside, parseBoundary, type Boundary } from './boundary';
import { positionAnomalies, type PositionFix } from './positionAnomalies';
import { siteLocator, siteVisits } from './siteTime';
import { siteTimeCsv, vehicleSiteRows } from './siteTimeReport';
import { companyWallClock } from '../dates';
import { DEFAULT_WORKING_HOURS, isWorkingTime, readWorkingHours, workingHoursMessages, workingTimeCheck } from './workingHours';

const boundary = (text: string): Boundary => {
  const reading = parseBoundary(text);
  if (!reading.ok) throw new Error(reading.message);
  return reading.boundary;
};

// A square of about 111 m × 69 m near Warsaw, and a 40 m wide corridor along a road going east.
const SQUARE = boundary('52.2300 21.0100; 52.2310 21.0100; 52.2310 21.0110; 52.2300 21.0110');
const ROAD = boundary('korytarz 40 m: 52.2400 21.0000; 52.2400 21.0200');

describe('site boundaries', () => {
  it('reads polygons and corridors in the ways people write coordinates, and writes one form', () => {
    expect(formatBoundary(boundary('52.2300, 21.0100\n52,2310 21,0100;52.2310 21.0110'))).toBe('52.23 21.01; 52.231 21.01; 52.231 21.011');
    expect(formatBoundary(boundary('Korytarz 12,5m: 52.24 21; 52.24 21.02'))).toBe('korytarz 12.5 m: 52.24 21; 52.24 21.02');
  });

  it('refuses too few vertices, a bad vertex, coordinates out of range and a bad width, in Polish', () => {
    expect(parseBoundary('52.23 21.01; 52.24 21.02')).toEqual({ ok: false, message: boundaryMessages.polygonVertices });
    expect(parseBoundary('korytarz 30 m: 52.23 21.01')).toEqual({ ok: false, message: boundaryMessages.corridorVertices });
    expect(parseBoundary('52.23 21.01; abc; 52.25 21.03')).toEqual({ ok: false, message: boundaryMessages.vertex('abc') });
    expect(parseBoundary('95 21.01; 52.24 21.02; 52.25 21.03')).toEqual({ ok: false, message: boundaryMessages.range('95 21.01') });
    expect(parseBoundary('korytarz 0 m: 52.23 21.01; 52.24 21.02')).toEqual({ ok: false, message: boundaryMessages.width });
    expect(parseBoundary('  ')).toEqual({ ok: false, message: boundaryMessages.format });
  });

  it('tells a point inside a polygon from one outside', () => {
    expect(isInside(SQUARE, { latitude: 52.2305, longitude: 21.0105 })).toBe(true);
    expect(isInside(SQUARE, { latitude: 52.2315, longitude: 21.0105 })).toBe(false);
    expect(isInside(SQUARE, { latitude: 52.2305, longitude: 21.0115 })).toBe(false);
  });

  it('measures the distance to a line in metres, and a corridor holds what is within half its width', () => {
    // 0.0001° of latitude is about 11.1 m.
    expect(distanceToLineM({ latitude: 52.2401, longitude: 21.01 }, ROAD.points)).toBeCloseTo(11.13, 1);
    expect(distanceToLineM({ latitude: 52.24, longitude: 21.03 }, ROAD.points)).toBeCloseTo(0.01 * 111_320 * Math.cos((52.24 * Math.PI) / 180), 0);
    expect(isInside(ROAD, { latitude: 52.24015, longitude: 21.01 })).toBe(true); // 16.7 m off the line
    expect(isInside(ROAD, { latitude: 52.24025, longitude: 21.01 })).toBe(false); // 27.8 m off
    expect(isInside(ROAD, { latitude: 52.24, longitude: 21.021 })).toBe(false); // past its end
  });
});

const fix = (id: number, time: string, latitude: number, longitude: number): PositionFix => ({ id, datetime: `2026-11-${time}:00.000Z`, latitude, longitude });
const IN_SQUARE = [52.2305, 21.0105] as const;
const ON_ROAD = [52.24, 21.01] as const;
const ELSEWHERE = [52.25, 21.05] as const;

describe('time on sites', () => {
  const locate = siteLocator([
    { site: 1, boundary: SQUARE },
    { site: 2, boundary: ROAD },
  ]);

  it('enters at the first position inside, exits at the first outside, and a long silence ends the stay at its last position', () => {
    const fixes = [
      fix(1, '10T07:00', ...ELSEWHERE),
      fix(2, '10T07:10', ...IN_SQUARE),
      fix(3, '10T08:10', ...IN_SQUARE), // 60 min of silence: the stay ended at 07:10
      fix(4, '10T08:20', ...IN_SQUARE),
      fix(5, '10T08:30', ...ON_ROAD), // straight onto the road
      fix(6, '10T08:45', ...ELSEWHERE),
    ];
    expect(
      siteVisits(fixes, locate).map(({ site, entered_at, exited_at, seconds }) => [site, entered_at.slice(11, 16), exited_at.slice(11, 16), seconds]),
    ).toEqual([
      [1, '07:10', '07:10', 0],
      [1, '08:10', '08:30', 1200],
      [2, '08:30', '08:45', 900],
    ]);
  });

  it('splits a stay over midnight between company days, and the CSV opens in Polish Excel', () => {
    // 22:30-23:30 UTC on 10 Nov is 23:30-00:30 in Warsaw.
    const fixes = [fix(1, '10T22:30', ...IN_SQUARE), fix(2, '10T22:50', ...IN_SQUARE), fix(3, '10T23:10', ...IN_SQUARE), fix(4, '10T23:30', ...ELSEWHERE)];
    const days = companyDays({ year: 2026, month: 11, day: 10 }, { year: 2026, month: 11, day: 11 }, 'Europe/Warsaw');
    const rows = vehicleSiteRows(
      { id: 7, fleet_number: 12, registration_number: 'FZ 1234A', vehicle_model: 'CAT 320' },
      siteVisits(fixes, locate),
      days,
      new Map([[1, 'S3 Nowa Sól']]),
    );
    expect(rows[0].days.map(({ day, entries, seconds }) => [day, entries, seconds])).toEqual([
      ['2026-11-10', 1, 1800],
      ['2026-11-11', 0, 1800],
    ]);
    expect(siteTimeCsv({ site: null, date_from: '2026-11-10', date_to: '2026-11-11', rows }, 'Europe/Warsaw').split('\r\n')).toEqual([
      '\ufeffDzień;Nr boczny;Nr rejestracyjny;Model;Budowa;Wjazdy;Pierwszy wjazd;Ostatni wyjazd;Czas na budowie (h)',
      '10.11.2026;12;FZ 1234A;CAT 320;S3 Nowa Sól;1;10.11.2026 23:30;11.11.2026 00:30;0,5',
      '11.11.2026;12;FZ 1234A;CAT 320;S3 Nowa Sól;0;10.11.2026 23:30;11.11.2026 00:30;0,5',
      '',
    ]);
  });
});

describe('position anomalies', () => {
  it('flags leaving the own site, and movement outside working hours once per stretch', () => {
    const fixes = [
      fix(1, '10T04:00', ...IN_SQUARE), // 05:00 Tuesday in Warsaw: before work
      fix(2, '10T04:10', 52.2306, 21.0106), // moved ~13 m: jitter, not movement
      fix(3, '10T04:20', 52.2309, 21.0109), // moved ~45 m... still under 50
      fix(4, '10T04:30', 52.2319, 21.0109), // moved ~111 m, and left the square
      fix(5, '10T04:40', 52.2329, 21.0109), // moving on: same stretch
      fix(6, '10T05:10', ...IN_SQUARE), // 06:10: working hours
      fix(7, '10T06:00', ...ELSEWHERE), // leaves again during work
    ];
    const found = positionAnomalies({ vehicle: 3, site: 1, boundary: SQUARE, fixes }, DEFAULT_WORKING_HOURS, 'Europe/Warsaw');
    expect(found.map(({ id, datetime }) => [id, datetime.slice(11, 16)])).toEqual([
      ['left_site-3-4', '04:30'],
      ['outside_hours-3-4', '04:30'],
      ['left_site-3-7', '06:00'],
    ]);
    expect(found[0]).toMatchObject({ latitude: 52.2319, longitude: 21.0109, site: 1 });
  });

  it('tells working time per instant as the wall clock does, over the October clock change too', () => {
    const check = workingTimeCheck(DEFAULT_WORKING_HOURS, 'Europe/Warsaw');
    // Saturday 24 to Monday 26 October 2026 (clocks back at 03:00 on Sunday), every 7 minutes.
    for (let at = Date.parse('2026-10-24T00:00:00Z'); at < Date.parse('2026-10-26T12:00:00Z'); at += 7 * 60_000) {
      expect(check(at), new Date(at).toISOString()).toBe(isWorkingTime(DEFAULT_WORKING_HOURS, companyWallClock(at, 'Europe/Warsaw')));
    }
    expect(check(Date.parse('2026-10-24T15:59:00Z'))).toBe(true); // Saturday 17:59 CEST
    expect(check(Date.parse('2026-10-24T16:00:00Z'))).toBe(false); // Saturday 18:00 CEST
    expect(check(Date.parse('2026-10-25T09:00:00Z'))).toBe(false); // Sunday
    expect(check(Date.parse('2026-10-26T04:59:00Z'))).toBe(false); // Monday 05:59 CET
    expect(check(Date.parse('2026-10-26T05:00:00Z'))).toBe(true); // Monday 06:00 CET
  });

  it('reads working hours with Polish messages', () => {
    expect(readWorkingHours({ start: '7:00', days: [5, 1, 1] })).toEqual({ ok: true, hours: { start: '07:00', end: '18:00', days: [1, 5] } });
    expect(readWorkingHours({ start: '19:00' })).toEqual({ ok: false, errors: { end: [workingHoursMessages.order] } });
    expect(readWorkingHours({ start: '25:00', days: [8] })).toEqual({
      ok: false,
      errors: { start: [workingHoursMessages.time], days: [workingHoursMessages.days] },
    });
  });
});
