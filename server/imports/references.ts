/**
 * References as people write them in an imported file (issue 32 §1): a site by its name, a
 * vehicle by its registration or fleet number, a person by PESEL or "Nazwisko Imię" (or "Imię
 * Nazwisko"), a material or a place by its name on the row's site. A text naming no row, or more
 * than one, is a problem of its row. What a referenced resource is known by comes from the
 * registry: its unique fields, its identifiers (PESEL, registration) and its record text.
 */
import type { FieldSpec } from '../../src/domain/fields';
import { importMessages, type CellReading } from '../../src/domain/imports';
import { getResource, type ResourceSpec } from '../../src/domain/resources';
import type { AnyDb } from '../db/anySchema';

type Row = Record<string, unknown>;

const compact = (value: unknown) =>
  String(value ?? '')
    .replace(/\s+/g, '')
    .toLocaleUpperCase('pl');
const words = (value: unknown) =>
  String(value ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleUpperCase('pl');

/** The target's fields a row is named by uniquely: unique texts and numbers, PESEL and registrations. */
const keyFields = (target: ResourceSpec) =>
  Object.entries(target.fields)
    .filter(([, field]) => (field.unique && (field.type === 'string' || field.type === 'integer')) || field.identifier === 'pesel')
    .map(([name]) => name);

/** The names a row goes by: its key fields' values, and its record text in either order. */
function namesOf(target: ResourceSpec, row: Row): { keys: string[]; texts: string[] } {
  const keys = keyFields(target)
    .map((name) => row[name])
    .filter((value) => value !== null && value !== undefined && value !== '')
    .map(compact);
  const parts = target.recordText.map((name) => row[name]).filter((value) => value !== null && value !== undefined && value !== '');
  const texts = [words(parts.join(' ')), words([...parts].reverse().join(' '))];
  return { keys, texts };
}

/** A referenced table's rows by the names they go by (each name: the ids of the rows going by it). */
interface Named {
  byKey: Map<string, number[]>;
  byText: Map<string, number[]>;
}

function indexOf(rows: Array<{ id: number; keys: string[]; texts: string[] }>): Named {
  const byKey = new Map<string, number[]>();
  const byText = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, name: string, id: number) => {
    const ids = map.get(name);
    if (!ids) map.set(name, [id]);
    else if (!ids.includes(id)) ids.push(id);
  };
  for (const row of rows) {
    for (const key of row.keys) add(byKey, key, row.id);
    for (const text of row.texts) add(byText, text, row.id);
  }
  return { byKey, byText };
}

/**
 * Finds the rows a file's texts name, reading each referenced table (of one site) once per import
 * and looking the names up in a map (a file of 10,000 fuelings names 10,000 vehicles 10,000 times).
 */
export class ReferenceFinder {
  private readonly tables = new Map<string, Promise<Named>>();

  constructor(
    private readonly db: AnyDb,
    /** The account's sites (null: every site): rows of other sites are never named. */
    private readonly sites: number[] | null,
  ) {}

  private rows(target: ResourceSpec, field: FieldSpec, site: number | null) {
    const bySite = Object.hasOwn(target.fields, 'site') && site !== null;
    const cacheKey = `${target.name}|${JSON.stringify(field.referenceWhere ?? {})}|${bySite ? site : ''}`;
    let rows = this.tables.get(cacheKey);
    if (!rows) {
      const columns = [...new Set(['id', ...keyFields(target), ...target.recordText])];
      let query = this.db.selectFrom(target.table).select(columns);
      for (const [column, value] of Object.entries(field.referenceWhere ?? {})) query = query.where(column, '=', value);
      if (bySite) query = query.where((eb) => eb.or([eb('site', '=', site), eb('site', 'is', null)]));
      if (target.name === 'sites' && this.sites !== null) query = query.where('id', 'in', this.sites.length ? this.sites : [0]);
      else if (Object.hasOwn(target.fields, 'site') && this.sites !== null) {
        const sites = this.sites;
        query = query.where((eb) => eb.or([eb('site', 'in', sites.length ? sites : [0]), eb('site', 'is', null)]));
      }
      rows = query.execute().then((found: Row[]) => indexOf(found.map((row) => ({ id: Number(row.id), ...namesOf(target, row) }))));
      this.tables.set(cacheKey, rows);
    }
    return rows;
  }

  /** The id `text` names among the rows `field` may reference (on the row's `site` when the target has sites). */
  async find(field: FieldSpec, text: string, site: number | null): Promise<CellReading> {
    const target = getResource(field.reference!);
    const { byKey, byText } = await this.rows(target, field, site);
    const ids = byKey.get(compact(text)) ?? byText.get(words(text)) ?? [];
    if (ids.length === 1) return { ok: true, value: ids[0] };
    return { ok: false, message: ids.length === 0 ? importMessages.notFound(text) : importMessages.ambiguous(text, ids.length) };
  }
}
