/**
 * A resource's default list columns, derived from the registry: own readable fields in declaration
 * order, a reference replaced by the display fields joined through it (or left out when it has
 * none), the site left out of site-scoped lists (the selected site already scopes them).
 */
import type { ReactNode } from 'react';
import type { RaRecord } from 'ra-core';
import type { FieldSpec, JoinedField } from '../domain/fields';
import type { ResourceSpec } from '../domain/resources';

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
  | CustomListColumn;

export function listColumns(spec: ResourceSpec): ListColumn[] {
  const joined = Object.entries(spec.joined ?? {});
  return Object.entries(spec.fields).flatMap(([source, field]): ListColumn[] => {
    if (field.writeOnly || field.type === 'password') return [];
    if (source === 'site' && spec.siteScoped) return [];
    if (field.type !== 'reference') return [{ source, kind: 'field', field }];
    return joined
      .filter(([, join]) => join.via === source)
      .map(([name, join]) => ({ source: name, kind: 'joined', joined: join }));
  });
}
