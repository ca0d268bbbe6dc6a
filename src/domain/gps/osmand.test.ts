import { describe, expect, it } from 'vitest';
import { readDeviceTime, readOsmAndJson, readOsmAndParameters } from './osmand';

const NOW = new Date('2026-11-28T08:00:00.000Z');
const query = (text: string) => Object.fromEntries(new URLSearchParams(text));

describe('readOsmAndParameters (requests as Traccar Client and OsmAnd send them)', () => {
  it('reads a fix with seconds, knots, bearing and battery', () => {
    const reading = readOsmAndParameters(
      query('id=123456&timestamp=1377177267&lat=60.0&lon=30.0&speed=10&bearing=7.5&altitude=120&accuracy=8&batt=87&charge=true'),
      'kn',
      NOW,
    );
    expect(reading).toEqual({
      ok: true,
      identifier: '123456',
      position: {
        datetime: '2013-08-22T13:14:27.000Z',
        latitude: 60,
        longitude: 30,
        valid: true,
        speed_kmh: 18.52,
        course: 7.5,
        altitude: 120,
        accuracy: 8,
        battery: 87,
        charging: true,
        driver_unique_id: null,
        attributes: {},
      },
    });
  });

  it('takes milliseconds, ISO and "yyyy-MM-dd HH:mm:ss" times, deviceid and location=lat,lon', () => {
    const at = (text: string) => {
      const reading = readOsmAndParameters(query(text), 'kn', NOW);
      return reading.ok ? [reading.identifier, reading.position.datetime, reading.position.latitude, reading.position.longitude] : reading;
    };
    expect(at('id=902064&lat=42.06288&lon=-88.23412&timestamp=1442068686579')).toEqual(['902064', '2015-09-12T14:38:06.579Z', 42.06288, -88.23412]);
    expect(at('id=902064&lat=42.06288&lon=-88.23412&timestamp=2016-01-27T18%3A55%3A47Z')).toEqual(['902064', '2016-01-27T18:55:47.000Z', 42.06288, -88.23412]);
    expect(at('lat=49.60688&lon=6.15788&timestamp=2014-06-04+09%3A10%3A11&id=353861053849681')).toEqual([
      '353861053849681',
      '2014-06-04T09:10:11.000Z',
      49.60688,
      6.15788,
    ]);
    expect(at('id=123456&timestamp=1377177267&location=60.0,30.0')).toEqual(['123456', '2013-08-22T13:14:27.000Z', 60, 30]);
    // No timestamp: the server's time, as Traccar does.
    expect(at('lat=60.0&lon=30.0&speed=0.0&heading=0.0&vacc=0&hacc=0&altitude=0&deviceid=123456')).toEqual(['123456', NOW.toISOString(), 60, 30]);
  });

  it('keeps other parameters as attributes, numbers and booleans typed', () => {
    const reading = readOsmAndParameters(
      query('id=1&timestamp=1504763810&lat=40.72&lon=-74.0&ignition=true&rpm=933&fuel=24&note=ok&valid=false&driverUniqueId=K-17'),
      'kn',
      NOW,
    );
    expect(reading.ok && reading.position).toMatchObject({
      valid: false,
      driver_unique_id: 'K-17',
      attributes: { ignition: true, rpm: 933, fuel: 24, note: 'ok' },
    });
  });

  it('reads speed in the device’s unit', () => {
    const speed = (unit: 'kn' | 'kmh' | 'mps') => {
      const reading = readOsmAndParameters(query('id=1&lat=52&lon=21&speed=10'), unit, NOW);
      return reading.ok ? reading.position.speed_kmh : null;
    };
    expect([speed('kn'), speed('kmh'), speed('mps')]).toEqual([18.52, 10, 36]);
  });

  it('says what is missing or wrong', () => {
    expect(readOsmAndParameters(query('timestamp=1377177267&lat=60.0&lon=30.0'), 'kn', NOW)).toEqual({ ok: false, problem: 'id' });
    expect(readOsmAndParameters(query('id=1&timestamp=1377177267'), 'kn', NOW)).toEqual({ ok: false, problem: 'location' });
    expect(readOsmAndParameters(query('id=1&lat=91&lon=30'), 'kn', NOW)).toEqual({ ok: false, problem: 'location' });
    expect(readOsmAndParameters(query('id=1&lat=52&lon=21&timestamp=wczoraj'), 'kn', NOW)).toEqual({ ok: false, problem: 'timestamp' });
  });
});

describe('readOsmAndJson (Traccar Client 9 and later)', () => {
  const body = {
    device_id: 'a5Gk2LmQ9xW3rT7vB1nC',
    location: {
      timestamp: '2026-11-28T07:59:30.120Z',
      coords: { latitude: 51.9373, longitude: 15.5062, accuracy: 4.8, speed: 12.5, heading: 271.3, altitude: 143.2 },
      is_moving: true,
      odometer: 15320.4,
      event: 'motionchange',
      battery: { level: 0.64, is_charging: false },
      activity: { type: 'in_vehicle' },
      extras: {},
    },
  };

  it('reads the fix: m/s to km/h, battery 0–1 to per cent, motion and odometer as attributes', () => {
    expect(readOsmAndJson(body, NOW)).toEqual({
      ok: true,
      identifier: 'a5Gk2LmQ9xW3rT7vB1nC',
      position: {
        datetime: '2026-11-28T07:59:30.120Z',
        latitude: 51.9373,
        longitude: 15.5062,
        valid: true,
        speed_kmh: 45,
        course: 271.3,
        altitude: 143.2,
        accuracy: 4.8,
        battery: 64,
        charging: false,
        driver_unique_id: null,
        attributes: { motion: true, odometer: 15320.4, event: 'motionchange', activity: 'in_vehicle' },
      },
    });
  });

  it('reads the platform’s −1 as unknown speed and heading', () => {
    const reading = readOsmAndJson({ ...body, location: { ...body.location, coords: { ...body.location.coords, speed: -1, heading: -1 } } }, NOW);
    expect(reading.ok && [reading.position.speed_kmh, reading.position.course]).toEqual([null, null]);
  });

  it('says what is missing', () => {
    expect(readOsmAndJson('tekst', NOW)).toEqual({ ok: false, problem: 'body' });
    expect(readOsmAndJson({ location: body.location }, NOW)).toEqual({ ok: false, problem: 'device_id' });
    expect(readOsmAndJson({ device_id: 'x', location: { coords: {} } }, NOW)).toEqual({ ok: false, problem: 'location' });
  });
});

describe('readDeviceTime', () => {
  it('takes numbers below 2^31 as seconds, above as milliseconds', () => {
    expect(readDeviceTime('2147483647')).toBe('2038-01-19T03:14:07.000Z');
    expect(readDeviceTime('2147483648')).toBe('1970-01-25T20:31:23.648Z');
    expect(readDeviceTime('1764316800000')).toBe('2025-11-28T08:00:00.000Z');
  });

  it('refuses text that is no time', () => {
    expect(readDeviceTime('28.11.2026')).toBeNull();
    expect(readDeviceTime('2026-02-31T10:00:00Z')).toBeNull();
  });
});
