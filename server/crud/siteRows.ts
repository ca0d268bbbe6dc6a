/**
 * The rows of some sites in SQL (issue 16 §1, src/domain/access.ts): what a list is narrowed to
 * for an account that does not see every site, and what such an account may refer to (issue 28 §1).
 */
import { siteBinding } from '../../src/domain/access';
import { getResource, type ResourceSpec } from '../../src/domain/resources';
import type { AnyExpressionBuilder, AnyQuery } from '../db/anySchema';

export type { AnyQuery };

/**
 * The references of a company-wide resource to rows of a site (service plans' vehicle): its rows
 * naming one are listed to the accounts that see that row.
 */
export const siteReferences = (spec: ResourceSpec): string[] =>
  siteBinding(spec) !== 'company'
    ? []
    : Object.entries(spec.fields)
        .filter(([, field]) => field.type === 'reference' && !field.virtual && siteBinding(getResource(field.reference!)) !== 'company')
        .map(([name]) => name);

/**
 * Rows of the account's sites: the site itself, its own `site`, or its `siteVia` row's site; of a
 * company-wide resource the rows naming no row of a site or one of these sites' (`alias`: the
 * table's in the query).
 */
export function inSites(query: AnyQuery, spec: ResourceSpec, sites: number[], alias = 't'): AnyQuery {
  // No site at all: no row (`in ()` is no SQL).
  const ids = sites.length ? sites : [-1];
  const rowsOf = (eb: AnyExpressionBuilder, target: ResourceSpec) => inSites(eb.selectFrom(`${target.table} as s`).select('s.id'), target, ids, 's');
  const binding = siteBinding(spec);
  if (binding === 'self') return query.where(`${alias}.id`, 'in', ids);
  if (binding === 'field') return query.where(`${alias}.site`, 'in', ids);
  if (binding === 'via') {
    const target = getResource(spec.fields[spec.siteVia!].reference!).table;
    return query.where((eb) => eb(`${alias}.${spec.siteVia}`, 'in', eb.selectFrom(target).select('id').where('site', 'in', ids)));
  }
  for (const name of siteReferences(spec)) {
    const target = getResource(spec.fields[name].reference!);
    query = query.where((eb) => eb.or([eb(`${alias}.${name}`, 'is', null), eb(`${alias}.${name}`, 'in', rowsOf(eb, target))]));
  }
  return query;
}
