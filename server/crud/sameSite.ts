/**
 * Same-site references (`sameSite` on a reference or multi-reference field): the rows a row points
 * at must belong to the row's site (a subcontractor of site 2 cannot be supervised by a person of
 * site 1). A referenced row without a site (a company-wide one) may be pointed at from any site,
 * and a row without a site has nothing to compare. Checked inside the write transaction on the row
 * as it will be stored, whenever the write changes the reference or the row's site.
 */
import type { Kysely } from 'kysely';
import { getResource, type ResourceSpec } from '../../src/domain/resources';
import type { FieldErrors } from '../../src/domain/validation';
import { badRequest } from '../errors';

type AnyDb = Kysely<any>;

/** The site a row belongs to: its own `site`, or (`siteVia`) the site of the row it points at. */
export async function siteOfRow(db: AnyDb, spec: ResourceSpec, row: Record<string, unknown>): Promise<number | null> {
  if (!spec.siteVia) return typeof row.site === 'number' ? row.site : null;
  const via = row[spec.siteVia];
  if (typeof via !== 'number') return null;
  const target = getResource(spec.fields[spec.siteVia].reference!);
  const found = await db.selectFrom(target.table).select('site').where('id', '=', via).executeTakeFirst();
  return typeof found?.site === 'number' ? found.site : null;
}

/** Throws 400 with the field's declared message when a referenced row belongs to another site. */
export async function assertSameSite(db: AnyDb, spec: ResourceSpec, row: Record<string, unknown>, changed: Record<string, unknown>) {
  const siteChanged = Object.hasOwn(changed, spec.siteVia ?? 'site');
  const rules = Object.entries(spec.fields).filter(
    ([name, field]) => field.sameSite && (field.type === 'reference' || field.type === 'references') && (siteChanged || Object.hasOwn(changed, name)),
  );
  if (!rules.length) return;
  const site = await siteOfRow(db, spec, row);
  if (site === null) return;
  const errors: FieldErrors = {};
  for (const [name, field] of rules) {
    const value = row[name];
    const ids = (Array.isArray(value) ? value : [value]).filter((id): id is number => typeof id === 'number');
    const target = getResource(field.reference!);
    // A referenced resource without a site column of its own is shared by every site.
    if (!ids.length || !target.fields.site || target.fields.site.virtual) continue;
    const other = await db
      .selectFrom(target.table)
      .select('id')
      .where('id', 'in', ids)
      .where('site', 'is not', null)
      .where('site', '!=', site)
      .limit(1)
      .executeTakeFirst();
    if (other) errors[name] = [field.sameSite!.message];
  }
  if (Object.keys(errors).length) throw badRequest(errors, Object.values(errors)[0][0]);
}
