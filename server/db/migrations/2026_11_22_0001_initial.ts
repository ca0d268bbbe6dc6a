/** The initial schema. Frozen: change the schema with a new migration, never by editing this one. */
import { referencing, withId } from './frozen/v1';
import type { AnyDb } from './frozen/v1';

const REAL = 'double precision';

export async function up(db: AnyDb): Promise<void> {
  const table = (name: string) => withId(db, db.schema.createTable(name));

  await table('site')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('length', REAL, (c) => c.notNull())
    .execute();
  await table('role')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('is_staff', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await table('app_user')
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_staff', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await table('person')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('pesel', 'text')
    .addColumn('is_foreigner', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('role', 'integer', referencing('role'))
    .addColumn('site', 'integer', referencing('site'))
    .addColumn('user_id', 'integer', (c) => referencing('app_user', true)(c).unique())
    .execute();
  await table('vehicle')
    .addColumn('site', 'integer', referencing('site', true))
    .addColumn('fleet_number', 'integer', (c) => c.notNull())
    .addColumn('registration_number', 'text', (c) => c.notNull())
    .addColumn('vehicle_model', 'text', (c) => c.notNull())
    .addColumn('vehicle_type', 'text', (c) => c.notNull())
    .addColumn('fuel_capacity', REAL, (c) => c.notNull())
    .execute();
  await table('material')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('site', 'integer', referencing('site'))
    .execute();
  await table('place')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('latitude', REAL)
    .addColumn('longitude', REAL)
    .addColumn('site', 'integer', referencing('site'))
    .execute();
  await table('petrol_place')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('latitude', REAL)
    .addColumn('longitude', REAL)
    .execute();
  await table('petrol_provider')
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await table('fueling')
    .addColumn('person', 'integer', referencing('person', true))
    .addColumn('vehicle', 'integer', referencing('vehicle', true))
    .addColumn('site', 'integer', referencing('site'))
    .addColumn('datetime', 'text', (c) => c.notNull())
    .addColumn('litres', REAL, (c) => c.notNull())
    .addColumn('price_per_litre', REAL, (c) => c.notNull())
    .addColumn('odometer_state', REAL, (c) => c.notNull())
    .execute();
  await table('tanker_fueling')
    .addColumn('petrol_place', 'integer', referencing('petrol_place', true))
    .addColumn('provider', 'integer', referencing('petrol_provider', true))
    .addColumn('tanker', 'integer', referencing('vehicle', true))
    .addColumn('datetime', 'text', (c) => c.notNull())
    .addColumn('litres', REAL, (c) => c.notNull())
    .addColumn('latitude', REAL)
    .addColumn('longitude', REAL)
    .execute();
  await table('vehicle_fueling')
    .addColumn('vehicle', 'integer', referencing('vehicle', true))
    .addColumn('tanker', 'integer', referencing('vehicle', true))
    .addColumn('datetime', 'text', (c) => c.notNull())
    .addColumn('litres', REAL, (c) => c.notNull())
    .addColumn('odometer_state', REAL, (c) => c.notNull())
    .addColumn('latitude', REAL)
    .addColumn('longitude', REAL)
    .execute();
  await table('ride')
    .addColumn('person', 'integer', referencing('person', true))
    .addColumn('vehicle', 'integer', referencing('vehicle', true))
    .addColumn('material', 'integer', referencing('material'))
    .addColumn('start_datetime', 'text', (c) => c.notNull())
    .addColumn('end_datetime', 'text')
    .addColumn('start_place', 'integer', referencing('place'))
    .addColumn('end_place', 'integer', referencing('place'))
    .addColumn('site', 'integer', referencing('site'))
    .execute();
  await table('location_point')
    .addColumn('person', 'integer', referencing('person'))
    .addColumn('vehicle', 'integer', referencing('vehicle'))
    .addColumn('ride', 'integer', referencing('ride'))
    .addColumn('datetime', 'text', (c) => c.notNull())
    .addColumn('latitude', REAL, (c) => c.notNull())
    .addColumn('longitude', REAL, (c) => c.notNull())
    .execute();
  await table('work_day')
    .addColumn('person', 'integer', referencing('person', true))
    .addColumn('datetime_start', 'text', (c) => c.notNull())
    .addColumn('datetime_end', 'text')
    .addColumn('site', 'integer', referencing('site'))
    .execute();
  await table('repair_request')
    .addColumn('person', 'integer', referencing('person', true))
    .addColumn('vehicle', 'integer', referencing('vehicle', true))
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('datetime', 'text', (c) => c.notNull())
    .addColumn('site', 'integer', referencing('site'))
    .execute();
  await db.schema
    .createTable('session')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('login_failure')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .execute();

  const indexes: Array<[string, string[]]> = [
    ['person', ['site']],
    ['person', ['role']],
    ['vehicle', ['site', 'fleet_number']],
    ['material', ['site']],
    ['place', ['site']],
    ['fueling', ['site', 'datetime']],
    ['fueling', ['datetime']],
    ['fueling', ['person']],
    ['fueling', ['vehicle']],
    ['tanker_fueling', ['datetime']],
    ['tanker_fueling', ['tanker']],
    ['tanker_fueling', ['petrol_place']],
    ['tanker_fueling', ['provider']],
    ['vehicle_fueling', ['tanker', 'datetime']],
    ['vehicle_fueling', ['vehicle']],
    ['ride', ['site', 'start_datetime']],
    ['ride', ['start_datetime']],
    ['ride', ['person']],
    ['ride', ['vehicle']],
    ['ride', ['material']],
    ['ride', ['start_place']],
    ['ride', ['end_place']],
    ['location_point', ['ride', 'datetime']],
    ['location_point', ['person', 'datetime']],
    ['location_point', ['vehicle']],
    ['work_day', ['site', 'datetime_start']],
    ['work_day', ['person', 'datetime_start']],
    ['repair_request', ['site', 'datetime']],
    ['repair_request', ['person']],
    ['repair_request', ['vehicle']],
    ['session', ['user_id']],
  ];
  for (const [tableName, columns] of indexes) {
    await db.schema
      .createIndex(`${tableName}_${columns.join('_')}_idx`)
      .on(tableName)
      .columns(columns)
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const name of [
    'login_failure',
    'session',
    'repair_request',
    'work_day',
    'location_point',
    'ride',
    'vehicle_fueling',
    'tanker_fueling',
    'fueling',
    'petrol_provider',
    'petrol_place',
    'place',
    'material',
    'vehicle',
    'person',
    'app_user',
    'role',
    'site',
  ]) {
    await db.schema.dropTable(name).execute();
  }
}
