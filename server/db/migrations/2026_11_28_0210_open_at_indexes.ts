/**
 * The ride and the work day open at a point's time, found from their ends (issue 34 §5). Every
 * position of a tracker or a phone asks for the vehicle's and the person's ride, and the person's
 * work day, open then: started by then and not ended before it. Through the indexes by vehicle or
 * person alone, an idle vehicle's point read every ride it ever had (12,390 for the busy year's
 * busiest: 9.3 ms of SQLite a point). Ends at or after the point's time, or none, are few: SQLite
 * and PostgreSQL read them from these indexes, a range and the open ones (0.11 ms).
 */
import type { AnyDb } from './frozen/v1';

const INDEXES = [
  { name: 'ride_vehicle_end_idx', table: 'ride', columns: ['vehicle', 'end_datetime'] },
  { name: 'ride_person_end_idx', table: 'ride', columns: ['person', 'end_datetime'] },
  { name: 'work_day_person_end_idx', table: 'work_day', columns: ['person', 'datetime_end'] },
] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const { name, table, columns } of INDEXES)
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const { name } of INDEXES) await db.schema.dropIndex(name).execute();
}
