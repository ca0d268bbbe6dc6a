/**
 * Same-site references (`sameSite` on a reference or multi-reference field): the rows a row points
 * at must belong to the row's site (a subcontractor of site 2 cannot be supervised by a person of
 * site 1). A referenced row without a site (a company-wide one) may be pointed at from any site,
 * and a row without a site has nothing to compare. Checked inside the write transaction on the row
 * as it will be stored, whenever the write changes the reference or the row's site; and from the
 * other side, when a referenced row moves to another site (`assertMoveKeepsSameSite`).
 */
import { getResource, resourceList, type ResourceSpec } from '../../src/domain/resources';
import type { FieldErrors } from '../../src/domain/validation';
import { badRequest } from '../errors';
import { joinTableOf } from './joinTables';
import type { AnyDb } from '../db/anySchema';

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

/** Polish message when a move would leave rows of another site pointing at the moved row, with what they are. */
export const movedAwayMessage = (held: string[]) =>
  `Nie można zmienić budowy: wskazują na ten rekord dane innej budowy (${held.join(', ')}). Zmień je najpierw.`;

/**
 * A row moved to another site (a person, a material, a machine) must not leave rows of another site
 * pointing at it through a `sameSite` reference (a subcontractor's supervisor, a repair's assignee):
 * the move is refused with 400 on `site`, naming those rows by their list and how many, so that the
 * break shows where it happens, not when such a row is next saved. Moving a row to no site (shared
 * by every site) breaks nothing. The referring resources are those with a site column of their own.
 */
export async function assertMoveKeepsSameSite(db: AnyDb, spec: ResourceSpec, id: number, row: Record<string, unknown>, changed: Record<string, unknown>) {
  const site = row.site;
  if (!Object.hasOwn(changed, 'site') || typeof site !== 'number') return;
  const held: string[] = [];
  for (const other of resourceList) {
    if (!other.fields.site || other.fields.site.virtual) continue;
    let count = 0;
    for (const [name, field] of Object.entries(other.fields)) {
      if (!field.sameSite || field.reference === undefined || getResource(field.reference).table !== spec.table) continue;
      const join = field.type === 'references' ? joinTableOf(other, name, field) : null;
      let query = db.selectFrom(`${other.table} as o`).select((eb) => eb.fn.countAll<number>().as('n'));
      query = join ? query.innerJoin(`${join.table} as j`, `j.${join.owner}`, 'o.id').where(`j.${join.target}`, '=', id) : query.where(`o.${name}`, '=', id);
      const found = await query.where('o.site', 'is not', null).where('o.site', '!=', site).executeTakeFirst();
      count += Number(found?.n ?? 0);
    }
    if (count) held.push(`${other.label}: ${count}`);
  }
  if (held.length) {
    const message = movedAwayMessage(held);
    throw badRequest({ site: [message] }, message);
  }
}
