import { describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import { vehicleTypes } from '../vehicleTypes';
import { decimalPlaces } from '../geo';
import { generateDemo, type DemoCompany } from './index';
import { isValidPesel } from './names';
import { resourceList } from '../resources';
import { fieldValueSchema } from '../validation';

const NOW = new Date('2026-11-20T10:30:00.000Z'); // Friday 11:30 in Warsaw
const MINUTE = 60_000;
const DAY = 86_400_000;

const count = (rows: Iterable<unknown>) => {
  let n = 0;
  for (const _ of rows) n++;
  return n;
};

/** A digest of every table, for comparing whole companies cheaply. */
function fingerprint(demo: DemoCompany): string {
  let hash = 0;
  let rows = 0;
  for (const { table, rows: tableRows } of demo.tables()) {
    for (const row of tableRows()) {
      const text = table + JSON.stringify(row);
      for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
      rows++;
    }
  }
  return `${rows}:${hash}`;
}

describe('generateDemo', () => {
  const demo = generateDemo({ seed: 1, now: NOW });

  it('gives the same company for the same seed and now, whatever the machine time zone', () => {
    const original = process.env.TZ;
    try {
      process.env.TZ = 'America/New_York';
      const inNewYork = fingerprint(generateDemo({ seed: 1, now: NOW }));
      process.env.TZ = 'Asia/Tokyo';
      const inTokyo = fingerprint(generateDemo({ seed: 1, now: NOW }));
      expect(inNewYork).toBe(fingerprint(demo));
      expect(inTokyo).toBe(inNewYork);
    } finally {
      process.env.TZ = original;
    }
  });

  it('gives another company for another seed', () => {
    const other = generateDemo({ seed: 2, now: NOW });
    expect(other.people.map((p) => p.last_name)).not.toEqual(demo.people.map((p) => p.last_name));
    expect(fingerprint(other)).not.toBe(fingerprint(demo));
  });

  it('builds three sites along Polish roads with about sixty people and forty machines', () => {
    expect(demo.sites.map((site) => site.name)).toEqual(['S3 Zielona Góra – Nowa Sól', 'S7 Grójec – Białobrzegi', 'A1 Piotrków Trybunalski – Kamieńsk']);
    for (const site of demo.sites) {
      expect(site.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(site.length).toBeGreaterThan(5);
    }
    expect(demo.people).toHaveLength(60);
    expect(demo.vehicles.length).toBeGreaterThanOrEqual(35);
    expect(demo.vehicles.length).toBeLessThanOrEqual(45);
  });

  it('owns every vehicle type and exactly three tankers', () => {
    const types = new Set(demo.vehicles.map((vehicle) => vehicle.vehicle_type));
    expect([...types].sort()).toEqual([...vehicleTypes].sort());
    expect(demo.vehicles.filter((vehicle) => vehicle.vehicle_type === 'TANK')).toHaveLength(3);
  });

  it('numbers the fleet uniquely per site and registers it with Polish plates', () => {
    for (const site of demo.sites) {
      const numbers = demo.vehicles.filter((vehicle) => vehicle.site === site.id).map((vehicle) => vehicle.fleet_number);
      expect(new Set(numbers).size).toBe(numbers.length);
    }
    const plates = demo.vehicles.map((vehicle) => vehicle.registration_number);
    expect(new Set(plates).size).toBe(plates.length);
    for (const plate of plates) expect(plate).toMatch(/^[A-Z]{2,3} [0-9A-Z]{4,5}$/);
  });

  it('stores named formats (phones, plates, NIP…) in the one form a write through the API stores', () => {
    const large = new Set(['location_point', 'ride', 'work_day']);
    const small = new Map<string, () => Iterable<unknown>>(
      demo
        .tables()
        .filter(({ table }) => !large.has(table))
        .map(({ table, rows }) => [table, rows]),
    );
    let checked = 0;
    for (const spec of resourceList) {
      const formatted = Object.entries(spec.fields).filter(([, field]) => field.type === 'string' && field.identifier);
      for (const row of small.get(spec.table)?.() ?? []) {
        for (const [name, field] of formatted) {
          const value = (row as Record<string, unknown>)[name];
          if (value === null || value === undefined) continue;
          expect(fieldValueSchema(field).parse(value), `${spec.table}.${name}`).toBe(value);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('holds no two rows a unique rule keeps apart (names without letter case, per site)', () => {
    const tables = new Map<string, () => Iterable<unknown>>(demo.tables().map(({ table, rows }) => [table, rows]));
    let checked = 0;
    for (const spec of resourceList) {
      const rows = ['location_point', 'ride', 'work_day'].includes(spec.table) ? [] : [...(tables.get(spec.table)?.() ?? [])];
      for (const [name, field] of Object.entries(spec.fields)) {
        const rule = field.unique;
        if (!rule) continue;
        const compared = (value: unknown) =>
          rule.ignoreSpacesAndCase ? String(value).replaceAll(' ', '').toUpperCase() : rule.ignoreCase ? String(value).toUpperCase() : value;
        const keys = (rows as Array<Record<string, unknown>>)
          .filter((row) => row[name] !== null && [...(rule.with ?? [])].every((other) => row[other] !== null))
          .map((row) => JSON.stringify([...(rule.per ? [row[rule.per]] : []), ...(rule.with ?? []).map((other) => row[other]), compared(row[name])]));
        expect(new Set(keys).size, `${spec.table}.${name}`).toBe(keys.length);
        checked += keys.length;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('counts no tanker’s stock above its capacity', () => {
    expect(demo.tankerStockCounts.length).toBeGreaterThan(0);
    for (const count of demo.tankerStockCounts) {
      const tanker = demo.vehicles.find((vehicle) => vehicle.id === count.tanker)!;
      expect(count.litres).toBeLessThanOrEqual(tanker.fuel_capacity);
    }
  });

  it('gives people unique logins, valid PESEL numbers and known roles; some are foreigners', () => {
    const usernames = demo.users.map((user) => user.username);
    expect(new Set(usernames).size).toBe(usernames.length);
    for (const username of usernames) expect(username).toMatch(/^[a-z]+\.[a-z]+\d*$/);
    for (const person of demo.people) {
      if (person.pesel !== null) expect(isValidPesel(person.pesel)).toBe(true);
      else expect(person.is_foreigner).toBe(true);
    }
    expect(demo.people.some((person) => person.is_foreigner)).toBe(true);
    expect(demo.roles.map((role) => role.name).sort()).toEqual(['Administrator', 'Kierowca', 'Kierownik budowy', 'Mechanik', 'Operator'].sort());
    const staffRoles = demo.roles.filter((role) => role.is_staff).map((role) => role.id);
    for (const person of demo.people) {
      const user = demo.users.find((candidate) => candidate.id === person.user_id)!;
      expect(user.access_role !== null).toBe(staffRoles.includes(person.role));
    }
  });

  it('numbers every table from 1 and points every reference at an existing row', () => {
    const ids = new Map<string, Set<number>>();
    for (const { table, rows } of demo.tables()) {
      const seen = new Set<number>();
      for (const row of rows()) {
        if (row.id !== seen.size + 1) throw new Error(`${table}: id ${row.id} after ${seen.size}`);
        seen.add(row.id);
      }
      ids.set(table, seen);
    }
    const references: Record<string, Record<string, string>> = {
      person: { role: 'role', site: 'site', user_id: 'app_user' },
      vehicle: { site: 'site' },
      material: { site: 'site' },
      place: { site: 'site' },
      ride: { person: 'person', vehicle: 'vehicle', material: 'material', start_place: 'place', end_place: 'place', site: 'site' },
      location_point: { person: 'person', vehicle: 'vehicle', ride: 'ride' },
      work_day: { person: 'person', site: 'site' },
      fueling: { person: 'person', vehicle: 'vehicle', site: 'site' },
      tanker_fueling: { petrol_place: 'petrol_place', provider: 'petrol_provider', tanker: 'vehicle' },
      vehicle_fueling: { vehicle: 'vehicle', tanker: 'vehicle' },
      repair_request: { person: 'person', vehicle: 'vehicle', site: 'site' },
    };
    const tankers = new Set(demo.vehicles.filter((v) => v.vehicle_type === 'TANK').map((v) => v.id));
    const broken: string[] = [];
    for (const { table, rows } of demo.tables()) {
      const columns = Object.entries(references[table] ?? {});
      for (const row of rows() as Iterable<Record<string, unknown>>) {
        for (const [column, target] of columns) {
          const value = row[column];
          if (value !== null && !ids.get(target)!.has(value as number)) broken.push(`${table}.${column} = ${String(value)}`);
        }
        if ('tanker' in row && !tankers.has(row.tanker as number)) broken.push(`${table}.tanker = ${String(row.tanker)}`);
      }
    }
    expect(broken.slice(0, 5)).toEqual([]);
  });

  it('writes UTC ISO date-times with milliseconds and coordinates with at most 10 decimals', () => {
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    const wrong: string[] = [];
    for (const { table, rows } of demo.tables()) {
      for (const row of rows() as Iterable<Record<string, unknown>>) {
        for (const [column, value] of Object.entries(row)) {
          if (value === null) continue;
          if (/datetime|created_at/.test(column) && !iso.test(value as string)) wrong.push(`${table}.${column} ${String(value)}`);
          if ((column === 'latitude' || column === 'longitude') && (typeof value !== 'number' || decimalPlaces(value) > 10)) {
            wrong.push(`${table}.${column} ${String(value)}`);
          }
        }
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('has rides of the last 30 days in working hours, Monday to Saturday, a few still under way', () => {
    const rides = [...demo.rides()];
    expect(rides.length).toBeGreaterThan(1000);
    const trucks = new Set(demo.vehicles.filter((v) => v.vehicle_type === 'TRUCK').map((v) => v.id));
    for (const ride of rides) {
      const start = Date.parse(ride.start_datetime);
      expect(start).toBeGreaterThan(NOW.getTime() - 30 * DAY);
      expect(start).toBeLessThan(NOW.getTime());
      expect(trucks.has(ride.vehicle)).toBe(true);
      const local = new TZDate(start, 'Europe/Warsaw');
      expect(local.getDay()).not.toBe(0);
      expect(local.getHours()).toBeGreaterThanOrEqual(6);
      expect(local.getHours()).toBeLessThan(19);
      if (ride.end_datetime) expect(Date.parse(ride.end_datetime)).toBeGreaterThan(start);
      expect(ride.site).toBe(demo.vehicles[ride.vehicle - 1].site);
      expect(demo.materials[ride.material - 1].site).toBe(ride.site);
      expect(demo.people[ride.person - 1].site).toBe(ride.site);
    }
    const underWay = rides.filter((ride) => ride.end_datetime === null);
    expect(underWay.length).toBeGreaterThan(0);
    expect(underWay.length).toBeLessThan(15);
  });

  it('records work days that hold their rides, and no open one before today', () => {
    const workDays = [...demo.workDays()];
    const startOfToday = new TZDate(2026, 10, 20, 0, 0, 0, 'Europe/Warsaw').getTime();
    for (const workDay of workDays) {
      expect(workDay.site).toBe(demo.people[workDay.person - 1].site);
      if (workDay.datetime_end === null) expect(Date.parse(workDay.datetime_start)).toBeGreaterThan(startOfToday - 12 * 3600_000);
      else expect(Date.parse(workDay.datetime_end)).toBeGreaterThan(Date.parse(workDay.datetime_start));
    }
    for (const ride of demo.rides()) {
      const start = Date.parse(ride.start_datetime);
      const holding = workDays.find(
        (workDay) =>
          workDay.person === ride.person &&
          Date.parse(workDay.datetime_start) <= start &&
          (workDay.datetime_end === null || Date.parse(workDay.datetime_end) >= Date.parse(ride.end_datetime ?? '')),
      );
      expect(holding, `ride ${ride.id}`).toBeDefined();
    }
  });

  it("plans the office's work on the repair requests: every status of the workflow, each change a legal step after the request", () => {
    const statusOf = new Map(demo.repairRequests.map((request) => [request.id, request.status as string]));
    const people = new Map(demo.people.map((person) => [person.id, person]));
    const requests = new Map(demo.repairRequests.map((request) => [request.id, request]));
    const legal: Record<string, string[]> = { nowe: ['w_trakcie', 'odrzucone'], w_trakcie: ['zakonczone', 'odrzucone'] };
    for (const { request, at, by, change } of demo.repairChanges) {
      const requested = requests.get(request)!;
      expect(at > requested.datetime && Date.parse(at) < NOW.getTime()).toBe(true);
      expect(people.get(by)).toMatchObject({ site: requested.site });
      expect(legal[statusOf.get(request)!]).toContain(change.status);
      if (change.status !== 'w_trakcie') expect(change.closing_note).toBeTruthy();
      if (change.assignee !== undefined) expect(people.get(change.assignee!)).toMatchObject({ site: requested.site });
      statusOf.set(request, change.status!);
    }
    expect(new Set(statusOf.values())).toEqual(new Set(['nowe', 'w_trakcie', 'zakonczone', 'odrzucone']));
    expect([...demo.repairChanges].sort((a, b) => a.at.localeCompare(b.at))).toEqual(demo.repairChanges);
  });

  it('has fuelings of all three kinds and repair requests with sensible values, but for the planted anomalies', () => {
    const planted = new Set(demo.plantedAnomalies().map((anomaly) => `${anomaly.source}-${anomaly.fueling}`));
    const fuelings = [...demo.fuelings()].filter((row) => !planted.has(`fueling-${row.id}`));
    const tankerFuelings = [...demo.tankerFuelings()];
    const vehicleFuelings = [...demo.vehicleFuelings()].filter((row) => !planted.has(`vehicle_fueling-${row.id}`));
    expect(fuelings.length).toBeGreaterThan(30);
    expect(tankerFuelings.length).toBeGreaterThan(0);
    expect(vehicleFuelings.length).toBeGreaterThan(30);
    expect(demo.repairRequests.length).toBeGreaterThan(0);
    for (const fueling of fuelings) {
      expect(fueling.price_per_litre).toBeGreaterThanOrEqual(6);
      expect(fueling.price_per_litre).toBeLessThanOrEqual(7);
      expect(fueling.litres).toBeGreaterThan(0);
      expect(fueling.litres).toBeLessThanOrEqual(demo.vehicles[fueling.vehicle - 1].fuel_capacity);
    }
    for (const list of [fuelings, vehicleFuelings]) {
      const last = new Map<number, number>();
      for (const fueling of list) {
        expect(fueling.odometer_state).toBeGreaterThanOrEqual(last.get(fueling.vehicle) ?? 0);
        last.set(fueling.vehicle, fueling.odometer_state);
      }
    }
    for (const row of [...fuelings, ...tankerFuelings, ...vehicleFuelings, ...demo.repairRequests]) {
      expect(Date.parse(row.datetime)).toBeLessThanOrEqual(NOW.getTime());
    }
    for (const request of demo.repairRequests) expect(request.note.length).toBeGreaterThan(5);
  });

  it('keeps memory flat: large tables are generators, not arrays', () => {
    const streams: Iterable<unknown>[] = [demo.rides(), demo.locationPoints(), demo.workDays(), demo.fuelings()];
    for (const rows of streams) {
      expect(Array.isArray(rows)).toBe(false);
      expect(typeof (rows as unknown as Iterator<unknown>).next).toBe('function');
    }
  });

  it('grows with scale', () => {
    const small = generateDemo({ seed: 1, now: NOW, scale: 0.3 });
    const large = generateDemo({ seed: 1, now: NOW, scale: 2 });
    expect(small.sites).toHaveLength(1);
    expect(large.sites).toHaveLength(6);
    expect(small.options.days).toBe(9);
    expect(large.options.days).toBe(60);
    expect(small.people.length).toBeLessThan(demo.people.length);
    expect(large.people.length).toBeGreaterThan(demo.people.length);
    expect(large.vehicles.length).toBeGreaterThan(demo.vehicles.length);
    expect(count(small.rides())).toBeLessThan(count(demo.rides()));
    expect(count(large.rides())).toBeGreaterThan(count(demo.rides()) * 3);
    // A single site still owns every vehicle type.
    expect(new Set(small.vehicles.map((vehicle) => vehicle.vehicle_type)).size).toBe(vehicleTypes.length);
    expect(generateDemo({ seed: 1, now: NOW, scale: 0.3, days: 3 }).options.days).toBe(3);
  });
});

describe('a busier company (benchmark options)', () => {
  const base = { seed: 1, now: NOW, scale: 0.34, days: 6 };
  const plain = generateDemo(base);
  const busy = generateDemo({ ...base, crewsPerSite: 3, gpsFixSeconds: [45, 90], refuelBelow: 1 });

  it('multiplies people, machines, tankers and rides by the crews per site', () => {
    expect(busy.people).toHaveLength(plain.people.length * 3);
    expect(busy.vehicles).toHaveLength(plain.vehicles.length * 3);
    expect(busy.vehicles.filter((vehicle) => vehicle.vehicle_type === 'TANK')).toHaveLength(3);
    expect(count(busy.rides())).toBeGreaterThan(count(plain.rides()) * 2.5);
    const numbers = busy.vehicles.map((vehicle) => vehicle.fleet_number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('takes GPS fixes at the given interval', () => {
    const ride = busy.rides()[Symbol.iterator]().next().value!;
    const times = busy.trackForRide(ride).map((point) => Date.parse(point.datetime));
    const gaps = times.slice(1).map((time, i) => (time - times[i]) / 1000);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(90);
    expect(gaps.filter((gap) => gap >= 45).length).toBeGreaterThan(gaps.length / 2);
  });

  it('fuels more often when tanks are topped up every day, and with every tanker', () => {
    const perVehicle = (demo: DemoCompany) => (count(demo.fuelings()) + count(demo.vehicleFuelings())) / demo.vehicles.length;
    expect(perVehicle(busy)).toBeGreaterThan(perVehicle(plain) * 2);
    const tankers = new Set([...busy.vehicleFuelings()].map((fueling) => fueling.tanker));
    expect(tankers.size).toBe(3);
    for (const fueling of busy.fuelings()) expect(fueling.litres).toBeGreaterThanOrEqual(1);
  });

  it('refuses options it cannot apply', () => {
    expect(() => generateDemo({ ...base, crewsPerSite: 0 })).toThrow(/crewsPerSite/);
    expect(() => generateDemo({ ...base, gpsFixSeconds: [30, 10] })).toThrow(/gpsFixSeconds/);
  });
});

describe('people online now', () => {
  /** People with an open work day and a GPS fix in the 15 minutes before now. */
  function online(demo: DemoCompany): Set<number> {
    const now = demo.options.now.getTime();
    const open = new Set([...demo.workDays()].filter((w) => w.datetime_end === null).map((w) => w.person));
    const recent = new Set<number>();
    let latest = 0;
    for (const point of demo.locationPoints()) {
      const time = Date.parse(point.datetime);
      latest = Math.max(latest, time);
      if (time >= now - 15 * MINUTE) recent.add(point.person);
    }
    expect(latest).toBeLessThanOrEqual(now);
    return new Set([...open].filter((person) => recent.has(person)));
  }

  it.each([
    ['a working morning', '2026-11-20T10:30:00.000Z'],
    ['a Sunday night', '2026-11-22T02:10:00.000Z'],
    ['a public holiday', '2026-11-11T13:00:00.000Z'],
    ['a summer evening', '2026-07-14T19:45:00.000Z'],
  ])('there are some on %s', (_, now) => {
    const people = online(generateDemo({ seed: 3, now: new Date(now) }));
    expect(people.size).toBeGreaterThanOrEqual(6);
    expect(people.size).toBeLessThanOrEqual(25);
  });

  it('only today has open work days', () => {
    const demo = generateDemo({ seed: 3, now: new Date('2026-11-22T02:10:00.000Z') });
    for (const workDay of demo.workDays()) {
      if (workDay.datetime_end === null) {
        expect(Date.parse(workDay.datetime_start)).toBeGreaterThan(demo.options.now.getTime() - 12 * 3600_000);
      }
    }
  });
});
