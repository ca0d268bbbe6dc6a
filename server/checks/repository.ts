/**
 * Pre-shift checks' own SQL (the rows themselves go through the CRUD engine's repository): the
 * vehicle a check is about, its type's checklist, the fault photos' copies, and the open faults
 * of vehicles' last checks. Every function takes the database or the transaction it runs in first.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** A vehicle's site and type, undefined when there is none. */
export const readCheckVehicle = (db: Db, id: number) => db.selectFrom('vehicle').select(['id', 'site', 'vehicle_type']).where('id', '=', id).executeTakeFirst();

/** The active points of a vehicle type's checklist, in order. */
export const readChecklist = async (db: Db, vehicleType: string) =>
  (
    await db
      .selectFrom('checklist_point')
      .select(['id', 'label'])
      .where('vehicle_type', '=', vehicleType)
      .where('active', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .execute()
  ).map((point) => ({ id: Number(point.id), label: point.label }));

/**
 * Copies of the fault photos for the check itself (the originals belong to the repair requests,
 * where the workflow may change them), linked to `check`'s `photos`.
 */
export async function copyPhotosToCheck(db: Db, check: { resource: string; id: number }, photos: readonly number[]): Promise<void> {
  if (!photos.length) return;
  await db
    .insertInto('attachment')
    .columns(['resource', 'record_id', 'field', 'file_name', 'mime_type', 'size', 'created_by', 'created_at', 'thumbnail', 'content'])
    .expression((eb) =>
      eb
        .selectFrom('attachment')
        .select((inner) => [
          inner.val(check.resource).as('resource'),
          inner.val(check.id).as('record_id'),
          inner.val('photos').as('field'),
          'file_name',
          'mime_type',
          'size',
          'created_by',
          'created_at',
          'thumbnail',
          'content',
        ])
        .where('id', 'in', [...photos])
        .orderBy('id'),
    )
    .execute();
}
