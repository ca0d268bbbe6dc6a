/**
 * Registry against database: what a new migration must create (tables, columns with their foreign
 * keys, indexes), and the disagreements no generated migration should settle by itself (a column's
 * type, nullability or reference changed; a column or table no declaration holds any more; a
 * required column added to a table that already has rows). Those are reported for a hand-written
 * migration (or a declaration fixed back).
 */
import { normalizeKey, type ActualTable } from './introspection';
import { indexName, type DeclaredColumn, type DeclaredIndex, type DeclaredTable } from './declaredSchema';
import { COLUMNS_OUTSIDE_REGISTRY, TABLES_OUTSIDE_REGISTRY } from './outsideRegistry';

export type SchemaChange =
  | { kind: 'createTable'; table: DeclaredTable }
  | { kind: 'addColumn'; table: string; column: DeclaredColumn }
  | { kind: 'createIndex'; table: string; index: DeclaredIndex };

export interface SchemaComparison {
  changes: SchemaChange[];
  /** Messages for developers, one per disagreement a generated migration does not settle. */
  problems: string[];
}

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key, position) => normalizeKey(key) === normalizeKey(b[position]));

function compareColumn(table: string, declared: DeclaredColumn, actual: ActualTable['columns'][number]): string[] {
  const where = `${table}.${declared.name}`;
  const problems: string[] = [];
  if (actual.type !== declared.type) problems.push(`${where}: the database has type ${actual.type}, the registry declares ${declared.type}`);
  if (actual.notNull !== declared.notNull) {
    problems.push(`${where}: the database ${actual.notNull ? 'refuses' : 'accepts'} null, the registry ${declared.notNull ? 'refuses' : 'accepts'} it`);
  }
  const target = actual.references?.table;
  if (target !== declared.references) {
    problems.push(`${where}: the database references ${target ?? 'nothing'}, the registry ${declared.references ?? 'nothing'}`);
  } else if (actual.references && actual.references.onDelete !== (declared.onDelete ?? 'restrict')) {
    const wanted = declared.onDelete === 'cascade' ? 'take these rows with it (on delete cascade)' : 'be refused (on delete restrict)';
    problems.push(`${where}: deleting a referenced row should ${wanted}, not ${actual.references.onDelete}`);
  }
  return problems;
}

function compareTable(declared: DeclaredTable, actual: ActualTable): SchemaComparison {
  const changes: SchemaChange[] = [];
  const problems: string[] = [];
  const outside = COLUMNS_OUTSIDE_REGISTRY[declared.name] ?? [];
  for (const column of declared.columns) {
    const held = actual.columns.find((candidate) => candidate.name === column.name);
    if (held) problems.push(...compareColumn(declared.name, column, held));
    else if (column.notNull && column.defaultValue === undefined) {
      problems.push(
        `${declared.name}.${column.name}: a new column that refuses null cannot be added to rows that exist; ` +
          `declare it \`nullable: true\` (fill it, then make it required by a hand-written migration)`,
      );
    } else changes.push({ kind: 'addColumn', table: declared.name, column });
  }
  for (const column of actual.columns) {
    if (column.name === 'id' || outside.includes(column.name)) continue;
    if (!declared.columns.some((candidate) => candidate.name === column.name)) {
      problems.push(`${declared.name}.${column.name}: no field declares this column (removing it needs a hand-written migration)`);
    }
  }
  for (const index of declared.indexes.filter((candidate) => candidate.unique)) {
    if (!actual.indexes.some((held) => held.unique && sameKeys(held.keys, index.keys))) {
      changes.push({ kind: 'createIndex', table: declared.name, index });
    }
  }
  for (const column of declared.filtered) {
    if (!actual.indexes.some((held) => held.keys[0] === column)) {
      changes.push({ kind: 'createIndex', table: declared.name, index: { name: indexName(declared.name, [column], false), keys: [column], unique: false } });
    }
  }
  return { changes, problems };
}

export function compareSchema(declared: readonly DeclaredTable[], actual: readonly ActualTable[]): SchemaComparison {
  const changes: SchemaChange[] = [];
  const problems: string[] = [];
  for (const table of declared) {
    const held = actual.find((candidate) => candidate.name === table.name);
    if (!held) {
      changes.push({ kind: 'createTable', table });
      continue;
    }
    const compared = compareTable(table, held);
    changes.push(...compared.changes);
    problems.push(...compared.problems);
  }
  for (const table of actual) {
    if (TABLES_OUTSIDE_REGISTRY.includes(table.name) || declared.some((candidate) => candidate.name === table.name)) continue;
    problems.push(
      `table ${table.name}: no resource declares it; list it in server/db/migrationGenerator/outsideRegistry.ts ` +
        `if a hand-written migration keeps it, or drop it by one`,
    );
  }
  return { changes, problems };
}
