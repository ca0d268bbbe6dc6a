/**
 * How one list cell shows a record, from its registry column; a missing value shows the column's
 * `emptyText` ("Brak danych", "BRAK ROLI") when the registry declares one.
 *
 * A list makes each column's function once (translate, resource and the company's zone bound), and its cells call it
 * with their record: no component, hook or context read per cell (a page has up to 50 rows of a
 * dozen cells, and the rides list is timed at 100).
 */
import type { ReactNode } from 'react';
import { Chip } from '@mui/material';
import type { RaRecord, TranslateFunction } from 'ra-core';
import type { ListColumn } from './listColumns';
import type { FieldSpec } from '../domain/fields';
import { DaysUntilCell } from './DaysUntilCell';
import { formatValue } from './formatValue';
import { AttachmentCell } from './AttachmentCell';
import { ReferencesCell } from './ReferencesCell';

/** "Tak" / "Nie", and "Brak" for a tri-state (nullable) boolean not known yet. */
export const booleanKey = (field: FieldSpec, value: unknown) =>
  field.nullable && (value === null || value === undefined) ? 'sat.boolean.unknown' : value ? 'ra.boolean.true' : 'ra.boolean.false';

export type CellRenderer = (record: RaRecord) => ReactNode;

export function cellRenderer(column: ListColumn, resource: string, translate: TranslateFunction, timeZone: string): CellRenderer {
  if (column.kind === 'custom') return column.render;
  const orEmpty = (text: string | null, name: string, emptyText: string | undefined) =>
    text ?? (emptyText ? translate(`resources.${resource}.empty.${name}`) : '');
  if (column.kind === 'combined') {
    const { combine, name, emptyText } = column.combined;
    return (record) => {
      const parts = combine.map((source) => formatValue(undefined, record[source], timeZone)).filter((part) => part !== null);
      return orEmpty(parts.length ? parts.join(' ') : null, name, emptyText);
    };
  }
  const { source } = column;
  if (column.kind === 'joined') {
    const { emptyText } = column.joined;
    return (record) => orEmpty(formatValue(undefined, record[source], timeZone), source, emptyText);
  }
  const { field } = column;
  if (field.computed) {
    const { computed } = field;
    return (record) => <DaysUntilCell days={record[source]} computed={computed} />;
  }
  if (field.expiredDocuments) {
    // Issue 15 §1: the mandatory documents that ended, in red (outlined: contrast on both themes).
    return (record) => (record[source] ? <Chip size="small" color="error" variant="outlined" label={String(record[source])} /> : '');
  }
  if (field.openCheckFaults) {
    // Issue 30: the last pre-shift check's faults not repaired yet, in the warning colour.
    return (record) => (record[source] ? <Chip size="small" color="warning" variant="outlined" label={String(record[source])} /> : '');
  }
  if (field.type === 'boolean') return (record) => translate(booleanKey(field, record[source]));
  if (field.type === 'references') {
    const reference = field.reference ?? '';
    return (record) => {
      const ids = record[source];
      return Array.isArray(ids) && ids.length > 0 ? <ReferencesCell ids={ids} reference={reference} /> : orEmpty(null, source, field.emptyText);
    };
  }
  if (field.type === 'file') return (record) => <AttachmentCell files={record[source]} openLabel={(name) => translate('sat.attachments.open', { name })} />;
  return (record) => {
    const value = record[source];
    if (field.type === 'enum' && value != null) {
      return translate(`resources.${resource}.choices.${source}.${value}`, { _: String(value) });
    }
    return orEmpty(formatValue(field, value, timeZone), source, field.emptyText);
  };
}
