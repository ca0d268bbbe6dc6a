/**
 * The `openCheckFaults` columns (issue 30, src/domain/fields.ts): for the vehicles of a list page,
 * the mark of those whose last pre-shift check found a fault not repaired yet. One query per page.
 */
import type { Kysely } from 'kysely';
import { openFaultsText } from '../../src/domain/checks/openFaults';
import type { FieldSpec } from '../../src/domain/fields';
import { REPAIR_STATUSES, isClosedStatus } from '../../src/domain/repairs/workflow';
import type { ResourceSpec } from '../../src/domain/resources';
import type { Database } from '../db/schema';
import type { AnyDb } from '../db/anySchema';
import { compiledOnce, inList } from '../db/compiledOnce';

type Db = Kysely<Database>;
const OPEN_STATUSES = REPAIR_STATUSES.filter((status) => !isClosedStatus(status));

type Row = Record<string, unknown>;

/** Fills each row's open-check-faults fields (the Polish mark, the check's time in `zone`, or null). */
export async function withOpenCheckFaults(db: AnyDb, spec: ResourceSpec, rows: Row[], zone: string): Promise<Row[]> {
  const names = Object.entries(spec.fields as Record<string, FieldSpec>)
    .filter(([, field]) => field.openCheckFaults)
    .map(([name]) => name);
  if (!names.length || !rows.length) return rows;
  const open = await openFaultsOfLastChecks(
    db as Db,
    rows.map((row) => Number(row.id)),
  );
  for (const row of rows) {
    const faults = open.get(Number(row.id));
    for (const name of names) row[name] = faults ? openFaultsText(faults.performed_at, faults.labels, zone) : null;
  }
  return rows;
}

/** The open faults' labels of the vehicles' last checks, compiled once a database. */
const lastChecksWithOpenFaults = compiledOnce(['vehicles'], (db, { vehicles }) =>
  db
    .selectFrom('vehicle_check as c')
    .innerJoin('vehicle_check_answer as a', 'a.vehicle_check', 'c.id')
    .innerJoin('repair_request as r', 'r.id', 'a.repair')
    .select(['c.vehicle', 'c.performed_at', 'a.label'])
    .where(inList(db, 'c.vehicle', vehicles))
    .where('r.status', 'in', OPEN_STATUSES)
    .where('c.id', '=', (eb) =>
      eb
        .selectFrom('vehicle_check as last')
        .select('last.id')
        .whereRef('last.vehicle', '=', 'c.vehicle')
        .orderBy('last.performed_at', 'desc')
        .orderBy('last.id', 'desc')
        .limit(1),
    )
    .orderBy('a.id'),
);

/**
 * For each of the vehicles whose last check (latest time, then id) found a fault whose repair
 * request is still open: that check's time and the open faults' point labels.
 */
export async function openFaultsOfLastChecks(db: Db, vehicles: readonly number[]): Promise<Map<number, { performed_at: string; labels: string[] }>> {
  const found = new Map<number, { performed_at: string; labels: string[] }>();
  if (!vehicles.length) return found;
  const rows = await lastChecksWithOpenFaults(db, { vehicles: [...vehicles] });
  for (const row of rows) {
    const vehicle = Number(row.vehicle);
    const entry = found.get(vehicle) ?? { performed_at: row.performed_at, labels: [] };
    entry.labels.push(row.label);
    found.set(vehicle, entry);
  }
  return found;
}
