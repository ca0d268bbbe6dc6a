/**
 * The `openCheckFaults` columns (issue 30, src/domain/fields.ts): for the vehicles of a list page,
 * the mark of those whose last pre-shift check found a fault not repaired yet. One query per page.
 */
import type { Kysely } from 'kysely';
import { openFaultsText } from '../../src/domain/checks/openFaults';
import type { FieldSpec } from '../../src/domain/fields';
import type { ResourceSpec } from '../../src/domain/resources';
import { openFaultsOfLastChecks } from './repository';

type Row = Record<string, unknown>;

/** Fills each row's open-check-faults fields (the Polish mark, or null). */
export async function withOpenCheckFaults(db: Kysely<any>, spec: ResourceSpec, rows: Row[]): Promise<Row[]> {
  const names = Object.entries(spec.fields as Record<string, FieldSpec>).filter(([, field]) => field.openCheckFaults).map(([name]) => name);
  if (!names.length || !rows.length) return rows;
  const open = await openFaultsOfLastChecks(db, rows.map((row) => Number(row.id)));
  for (const row of rows) {
    const faults = open.get(Number(row.id));
    for (const name of names) row[name] = faults ? openFaultsText(faults.performed_at, faults.labels) : null;
  }
  return rows;
}
