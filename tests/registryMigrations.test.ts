/**
 * The registry is the schema: the registered migrations build exactly what the resource
 * declarations ask for, on both databases, and a migration generated for a changed declaration
 * builds it too (and is frozen: it imports no live helper).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FieldSpec } from '../src/domain/fields';
import { resourceList, type ResourceSpec } from '../src/domain/resources';
import { openDatabase } from '../server/db/database';
import { migrations } from '../server/db/migrations';
import { compareSchema, compareWithMigrations, declaredTables, generateMigration, introspect, runMigrations } from '../server/db/migrationGenerator';
import { createTestDatabase, openTestDatabase, testDialects } from './helpers/databases';
import { tools } from './adding-a-resource/toolsResource';

/** A module folder inside the repository, so that a generated file resolves `kysely`. */
const generatedDirectory = fs.mkdtempSync(path.join(import.meta.dirname, '.generated-'));
afterAll(() => fs.rmSync(generatedDirectory, { recursive: true, force: true }));

/**
 * The registry plus: a new resource with a unique rule, money, a tri-state boolean, a
 * multi-reference and a composite unique key, and on vehicles a nullable number and a filterable reference.
 */
const changedRegistry: ResourceSpec[] = [
  ...resourceList.map((spec) =>
    spec.name === 'vehicles'
      ? {
          ...spec,
          fields: {
            ...spec.fields,
            axle_count: { type: 'number', label: 'Liczba osi', min: 0 },
            home_place: { type: 'reference', reference: 'places', label: 'Baza', filterable: true },
          } satisfies Record<string, FieldSpec>,
        }
      : spec,
  ),
  {
    ...tools,
    fields: {
      ...tools.fields,
      inventory_number: { type: 'string', label: 'Numer inwentarzowy', unique: { per: 'site', ignoreSpacesAndCase: true, message: 'Jest już.' } },
      checked: { type: 'boolean', label: 'Sprawdzone' },
      calibrated: { type: 'boolean', label: 'Skalibrowane', nullable: true },
      price: { type: 'money', label: 'Cena' },
      serial: { type: 'string', label: 'Numer seryjny', unique: { with: ['inventory_number'], message: 'Jest już.' } },
      places: { type: 'references', reference: 'places', label: 'Miejsca' },
      photo: { type: 'file', label: 'Zdjęcie' },
    },
  },
];

describe.each(testDialects)('the registry and the migrations on %s', (dialect) => {
  it('agree: every declared table, column, foreign key, unique key and filter index exists, and nothing undeclared', async () => {
    const database = await openTestDatabase(dialect);
    try {
      expect(compareSchema(declaredTables(resourceList), await introspect(database.db))).toEqual({ changes: [], problems: [] });
    } finally {
      await database.drop();
    }
  });
});

describe('a generated migration', () => {
  it('is not written while the registry and the migrations agree', async () => {
    const generated = await generateMigration({ name: 'nothing', specs: resourceList, migrations, directory: generatedDirectory });
    expect(generated).toEqual({ comparison: { changes: [], problems: [] } });
    expect(fs.readdirSync(generatedDirectory)).toEqual([]);
  });

  it('is not written for a change it should not make by itself, which it names', async () => {
    const specs = resourceList.map((spec) =>
      spec.name === 'materials'
        ? {
            ...spec,
            fields: { name: { type: 'integer', label: 'Nazwa', required: true }, note: { type: 'text', label: 'Opis', required: true } } satisfies Record<
              string,
              FieldSpec
            >,
          }
        : spec,
    );
    const { comparison, file } = await generateMigration({ name: 'bad', specs, migrations, directory: generatedDirectory });
    expect(file).toBeUndefined();
    expect(comparison.problems).toEqual([
      'material.name: the database has type text, the registry declares integer',
      'material.note: a new column that refuses null cannot be added to rows that exist; declare it `nullable: true` (fill it, then make it required by a hand-written migration)',
      'material.site: no field declares this column (removing it needs a hand-written migration)',
    ]);
  });

  it('names itself after the last migration and creates tables, columns, foreign keys and indexes', async () => {
    const generated = await generateMigration({
      name: 'tools_and_axles',
      specs: changedRegistry,
      migrations,
      directory: generatedDirectory,
      today: new Date('2026-12-01T10:00:00Z'),
    });
    const last = Object.keys(migrations).sort().at(-1)!;
    expect(generated.name).toBe(`2026_12_01_${String(Number(last.slice(11, 15)) + 1).padStart(4, '0')}_tools_and_axles`);
    const source = fs.readFileSync(generated.file!, 'utf8');
    expect(source).toContain(`.addColumn('inventory_number', 'text')`);
    expect(source).toContain(`.addColumn('checked', 'integer', (column) => column.notNull().defaultTo(0))`);
    expect(source).toContain(`await db.schema.alterTable('vehicle').addColumn('axle_count', 'double precision').execute();`);
    expect(source).toContain(`await db.schema.alterTable('vehicle').addColumn('home_place', 'integer', referencing('place')).execute();`);
    expect(source).toContain(
      "await sql`create unique index tool_site_inventory_number_key on tool (site, upper(replace(inventory_number, ' ', '')))`.execute(db);",
    );
    expect(source).toContain(`await db.schema.createIndex('tool_site_name_idx').on('tool').columns(['site', 'name']).execute();`);
    expect(source).toContain(`await db.schema.createIndex('vehicle_home_place_idx').on('vehicle').columns(['home_place']).execute();`);
    expect(source).toContain(`.addColumn('calibrated', 'integer')\n`);
    expect(source).toContain(`.addColumn('price', 'bigint')`);
    expect(source).not.toContain(`'photo'`);
    expect(source).toContain(
      `await db.schema.createIndex('tool_inventory_number_serial_key').on('tool').unique().columns(['inventory_number', 'serial']).execute();`,
    );
    expect(source).toContain(
      [
        `await db.schema.createTable('tool_places')`,
        `    .addColumn('tool_id', 'integer', (column) => column.references('tool.id').onDelete('cascade').notNull())`,
        `    .addColumn('place_id', 'integer', referencing('place', true))`,
        `    .addPrimaryKeyConstraint('tool_places_pkey', ['tool_id', 'place_id'])`,
      ].join('\n'),
    );
    expect(source).toContain(`await db.schema.createIndex('tool_places_place_id_idx').on('tool_places').columns(['place_id']).execute();`);
    expect(source.indexOf(`dropTable('tool_places')`)).toBeLessThan(source.indexOf(`dropTable('tool')`));
  });

  it('imports nothing but Kysely and frozen helpers, like every registered migration', () => {
    const directory = path.resolve(import.meta.dirname, '../server/db/migrations');
    const files = [
      ...fs
        .readdirSync(directory)
        .filter((file) => /^\d{4}_.*\.ts$/.test(file))
        .map((file) => path.join(directory, file)),
      ...fs.readdirSync(generatedDirectory).map((file) => path.join(generatedDirectory, file)),
    ];
    expect(files.length).toBeGreaterThan(Object.keys(migrations).length);
    for (const file of files) {
      const imported = [...fs.readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map(([, source]) => source);
      for (const source of imported) expect(source, file).toMatch(/^kysely$|\/frozen\/v\d+$/);
    }
  });

  describe.each(testDialects)('on %s', (dialect) => {
    it('builds what the changed registry declares, and its down step takes it back', async () => {
      const file = fs.readdirSync(generatedDirectory).find((name) => name.endsWith('_tools_and_axles.ts'))!;
      const generated = await import(/* @vite-ignore */ path.join(generatedDirectory, file));
      const created = await createTestDatabase(dialect);
      const database = openDatabase(created.url);
      try {
        await runMigrations(database.db, { ...migrations, [file.replace(/\.ts$/, '')]: generated });
        expect(compareSchema(declaredTables(changedRegistry), await introspect(database.db))).toEqual({ changes: [], problems: [] });
        await generated.down(database.db);
        expect(compareSchema(declaredTables(resourceList), await introspect(database.db))).toEqual({ changes: [], problems: [] });
      } finally {
        await database.close();
        await created.drop();
      }
    });
  });

  it('is what `--check` compares: the registered migrations against the registry', async () => {
    expect(await compareWithMigrations(resourceList, migrations)).toEqual({ changes: [], problems: [] });
  });
});
