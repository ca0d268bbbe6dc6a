import { describe, expect, it } from 'vitest';
import { judgeReading, latestReading } from './meterReadings';

const previous = { value: 120_500, datetime: '2026-11-28T08:45:00.000Z' };

describe('meter readings', () => {
  it('refuses a reading lower than the previous one, naming its value and company time, under the unit it is in', () => {
    expect(judgeReading('check', { km: 120_000 }, { km: previous }, 'Europe/Warsaw')).toEqual({
      kind: 'refused',
      field: 'km',
      message: 'Odczyt jest niższy niż poprzedni: 120\u00a0500 km z 28.11.2026 09:45.',
    });
    expect(judgeReading('manual', { engine_hours: 1234.5 }, { engine_hours: { value: 1235, datetime: previous.datetime } }, 'Europe/Warsaw')).toEqual({
      kind: 'refused',
      field: 'engine_hours',
      message: 'Odczyt jest niższy niż poprzedni: 1\u00a0235 mth z 28.11.2026 09:45.',
    });
  });

  it('takes an equal or higher reading, or the first of a vehicle, and flags a lower one from telematics', () => {
    expect(judgeReading('fueling', { km: 120_500 }, { km: previous }, 'Europe/Warsaw')).toEqual({ kind: 'ok' });
    expect(judgeReading('check', { km: 10, engine_hours: 5 }, {}, 'Europe/Warsaw')).toEqual({ kind: 'ok' });
    expect(judgeReading('telematics', { km: 100 }, { km: previous }, 'Europe/Warsaw')).toEqual({
      kind: 'flagged',
      reason: 'Odczyt jest niższy niż poprzedni: 120\u00a0500 km z 28.11.2026 09:45.',
    });
  });

  it('picks the latest reading by time, a service day counting from the start of the company day', () => {
    const fueling = { vehicle: 1, datetime: '2026-11-27T22:30:00.000Z', odometer_state: 500 };
    // 28.11 starts at 23:00 UTC on the 27th in Warsaw: the service of the 28th is later than the fueling.
    const service = { vehicle: 1, datetime: '2026-11-28', odometer_state: 510 };
    expect(latestReading([fueling, service], 'Europe/Warsaw')).toBe(service);
    expect(latestReading([service, { ...fueling, datetime: '2026-11-28T06:00:00.000Z' }], 'Europe/Warsaw')?.odometer_state).toBe(500);
    expect(latestReading([null, undefined], 'Europe/Warsaw')).toBeNull();
  });
});
