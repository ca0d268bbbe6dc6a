/**
 * What a Traccar server's forwarding adds (issue 31 §2, server/gps): the events of a machine's day
 * (ignition on and off, device online and offline), the tank's rises and falls seen while the engine
 * was stopped, and each vehicle's running state of its tank reading. Outside the registry
 * (server/db/migrationGenerator/outsideRegistry.ts): trackers write them, nobody edits them.
 */
import { referencing, withId, type AnyDb } from './frozen/v1';

const REAL = 'double precision';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('device_event'))
    .addColumn('gps_device', 'integer', (column) => column.references('gps_device.id').onDelete('cascade').notNull())
    .addColumn('vehicle', 'integer', referencing('vehicle'))
    .addColumn('person', 'integer', referencing('person'))
    // ignitionOn, ignitionOff, deviceOnline, deviceOffline (src/domain/gps/traccar.ts).
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('datetime', 'text', (column) => column.notNull())
    .addColumn('latitude', REAL)
    .addColumn('longitude', REAL)
    // The driver's key or card the tracker read (Traccar's driverUniqueId), when it sent one.
    .addColumn('driver_unique_id', 'text')
    .execute();
  // The same event forwarded twice is kept once.
  await db.schema.createIndex('device_event_key').on('device_event').unique().columns(['gps_device', 'type', 'datetime']).execute();
  await db.schema.createIndex('device_event_vehicle_idx').on('device_event').columns(['vehicle', 'datetime']).execute();

  await withId(db, db.schema.createTable('fuel_level_change'))
    .addColumn('vehicle', 'integer', (column) => column.references('vehicle.id').onDelete('cascade').notNull())
    // refuel or drop (src/domain/gps/fuelLevel.ts).
    .addColumn('kind', 'text', (column) => column.notNull())
    // When the change was first seen and when it was last seen growing.
    .addColumn('datetime', 'text', (column) => column.notNull())
    .addColumn('datetime_end', 'text', (column) => column.notNull())
    .addColumn('litres_before', REAL, (column) => column.notNull())
    .addColumn('litres_after', REAL, (column) => column.notNull())
    .addColumn('latitude', REAL, (column) => column.notNull())
    .addColumn('longitude', REAL, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('fuel_level_change_vehicle_idx').on('fuel_level_change').columns(['vehicle', 'datetime']).execute();
  await db.schema.createIndex('fuel_level_change_datetime_idx').on('fuel_level_change').columns(['datetime']).execute();

  await db.schema
    .createTable('vehicle_fuel_state')
    .addColumn('vehicle', 'integer', (column) => column.primaryKey().references('vehicle.id').onDelete('cascade'))
    // The latest position read (a later-dated one moves the state on; an earlier one is late).
    .addColumn('last_at', 'text', (column) => column.notNull())
    .addColumn('stopped', 'integer', (column) => column.notNull())
    // Litres in the tank when the stop began or its latest change was seen.
    .addColumn('reference_litres', REAL)
    // The stop's latest change, which a further rise (or fall) extends.
    .addColumn('change', 'integer', (column) => column.references('fuel_level_change.id').onDelete('set null'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('vehicle_fuel_state').execute();
  await db.schema.dropTable('fuel_level_change').execute();
  await db.schema.dropTable('device_event').execute();
}
