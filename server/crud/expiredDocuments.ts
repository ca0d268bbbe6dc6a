/**
 * The `expiredDocuments` columns (issue 15 §1, src/domain/fields.ts): for the rows of a list page,
 * which mandatory document kinds have their latest document ended. One grouped query per page
 * (the latest end per row and kind), like the attachments of a page, on SQLite and PostgreSQL alike.
 */
import type { ExpiredDocumentsRule, FieldSpec } from '../../src/domain/fields';
import { getResource, type ResourceSpec } from '../../src/domain/resources';
import { companyDayOf } from './companyDay';
import type { Kysely } from 'kysely';
import type { AnyDb } from '../db/anySchema';
import { compiledOnce, inList } from '../db/compiledOnce';
import type { Database } from '../db/schema';

type Row = Record<string, unknown>;

const ruleFields = (spec: ResourceSpec): Array<[string, ExpiredDocumentsRule]> =>
  Object.entries(spec.fields as Record<string, FieldSpec>).flatMap(([name, field]) =>
    field.expiredDocuments ? [[name, field.expiredDocuments] as [string, ExpiredDocumentsRule]] : [],
  );

/** A rule's two queries, compiled once a database: the referenced rows `kindsWhen` reads, the latest end of each row's kinds. */
const compiled = new WeakMap<ExpiredDocumentsRule, { referenced: ReturnType<typeof referencedQuery>; latest: ReturnType<typeof latestQuery> }>();

const referencedQuery = ({ kindsWhen }: ExpiredDocumentsRule) =>
  compiledOnce(['ids'], (db, { ids }) =>
    (db as AnyDb)
      .selectFrom(kindsWhen!.table)
      .select(['id', kindsWhen!.column])
      .where(inList(db, 'id', ids)),
  );

const latestQuery = (rule: ExpiredDocumentsRule) =>
  compiledOnce(['ids', 'kinds'], (db, { ids, kinds }) =>
    (db as AnyDb)
      .selectFrom(getResource(rule.resource).table)
      .select([rule.via, 'kind'])
      .select((eb) => eb.fn.max('valid_until').as('valid_until'))
      .where(inList(db, rule.via, ids))
      .where(inList(db, 'kind', kinds))
      .groupBy([rule.via, 'kind']),
  );

function compiledOf(rule: ExpiredDocumentsRule) {
  let queries = compiled.get(rule);
  if (!queries) compiled.set(rule, (queries = { referenced: referencedQuery(rule), latest: latestQuery(rule) }));
  return queries;
}

/** The mandatory kinds of each row: the rule's, and `kindsWhen`'s for rows whose referenced row matches. */
async function mandatoryKinds(db: AnyDb, rule: ExpiredDocumentsRule, rows: readonly Row[]): Promise<Map<unknown, string[]>> {
  const kinds = new Map<unknown, string[]>(rows.map((row) => [row.id, [...rule.kinds]]));
  const when = rule.kindsWhen;
  if (!when) return kinds;
  const referenced = [...new Set(rows.map((row) => row[when.field]).filter((id) => typeof id === 'number'))] as number[];
  if (!referenced.length) return kinds;
  const found = (await compiledOf(rule).referenced(db as Kysely<Database>, { ids: referenced })) as Row[];
  const matching = new Set(
    found
      .filter((row) =>
        String(row[when.column] ?? '')
          .toLowerCase()
          .includes(when.contains.toLowerCase()),
      )
      .map((row) => row.id),
  );
  for (const row of rows) if (matching.has(row[when.field])) kinds.get(row.id)!.push(...when.kinds);
  return kinds;
}

/** Fills each row's expired-documents fields (the kinds' Polish names joined by ", ", or null) on today's company day in `zone`; `now` for tests. */
export async function withExpiredDocuments(db: AnyDb, spec: ResourceSpec, rows: Row[], zone: string, now = Date.now()): Promise<Row[]> {
  const rules = ruleFields(spec);
  if (!rules.length || !rows.length) return rows;
  const today = companyDayOf(zone, now);
  const ids = rows.map((row) => row.id as number);
  for (const [name, rule] of rules) {
    const documents = getResource(rule.resource);
    const labels = (documents.fields.kind.choices ?? {}) as Record<string, string>;
    const kinds = await mandatoryKinds(db, rule, rows);
    const allKinds = [...new Set([...kinds.values()].flat())];
    const latest = (await compiledOf(rule).latest(db as Kysely<Database>, { ids, kinds: allKinds })) as Row[];
    const ended = new Map<unknown, Set<string>>();
    for (const document of latest) {
      if (String(document.valid_until) >= today) continue;
      const set = ended.get(Number(document[rule.via])) ?? new Set<string>();
      set.add(String(document.kind));
      ended.set(Number(document[rule.via]), set);
    }
    for (const row of rows) {
      const expired = (kinds.get(row.id) ?? []).filter((kind) => ended.get(Number(row.id))?.has(kind));
      row[name] = expired.length ? expired.map((kind) => labels[kind] ?? kind).join(', ') : null;
    }
  }
  return rows;
}
