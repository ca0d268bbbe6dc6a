/**
 * A resource's list columns from the registry: its `columns` when declared (own or joined field
 * names, combined columns), otherwise derived: own readable fields in declaration order, a
 * reference replaced by the display fields joined through it (or left out when it has none), the
 * site left out of site-scoped lists (the selected site already scopes them).
 */
import type { ReactNode } from 'react';
import type { RaRecord } from 'ra-core';
import type { FieldSpec, JoinedField } from '../domain/fields';
import type { CombinedColumnSpec, ResourceSpec } from '../domain/resources';

/**
 * A column a screen computes itself (a duration, a link). `source` names the column (and is what
 * it sorts by when `sortable`); `label` is a translation key.
 */
export interface CustomListColumn {
  source: string;
  kind: 'custom';
  label: string;
  sortable?: boolean;
  render(record: RaRecord): ReactNode;
}

export type ListColumn =
  | { source: string; kind: 'field'; field: FieldSpec }
  | { source: string; kind: 'joined'; joined: JoinedField }
  | { source: string; kind: 'combined'; combined: CombinedColumnSpec }
  | CustomListColumn;

/** A declared column: a combined one (sorted by its `sortBy`), an own field or a joined one. */
function declaredColumn(spec: ResourceSpec, column: string | CombinedColumnSpec): ListColumn {
  if (typeof column !== 'string') return { source: column.sortBy, kind: 'combined', combined: column };
  const field = spec.fields[column];
  if (field) return { source: column, kind: 'field', field };
  const joined = spec.joined?.[column];
  if (!joined) throw new Error(`${spec.name}: unknown list column ${column}`);
  return { source: column, kind: 'joined', joined };
}

/** The translation key of a column's header. */
export function columnLabel(resource: string, column: ListColumn): string {
  if (column.kind === 'custom') return column.label;
  const name = column.kind === 'combined' ? column.combined.name : column.source;
  return `resources.${resource}.fields.${name}`;
}

export function listColumns(spec: ResourceSpec): ListColumn[] {
  if (spec.columns) return spec.columns.map((column) => declaredColumn(spec, column));
  const joined = Object.entries(spec.joined ?? {});
  return Object.entries(spec.fields).flatMap(([source, field]): ListColumn[] => {
    if (field.writeOnly || field.type === 'password') return [];
    if (source === 'site' && spec.siteScoped) return [];
    if (field.type !== 'reference') return [{ source, kind: 'field', field }];
    return joined.filter(([, join]) => join.via === source).map(([name, join]) => ({ source: name, kind: 'joined', joined: join }));
  });
}
