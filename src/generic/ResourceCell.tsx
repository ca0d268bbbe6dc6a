/**
 * One list cell rendered from its registry column; a missing value shows the column's
 * `emptyText` ("Brak danych", "BRAK ROLI") when the registry declares one.
 */
import { useRecordContext, useResourceContext, useTranslate } from 'ra-core';
import type { ListColumn } from './listColumns';
import { formatValue } from './formatValue';

export const ResourceCell = ({ column }: { column: ListColumn }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (column.kind === 'custom') return <>{record ? column.render(record) : null}</>;
  const orEmpty = (text: string | null, name: string, emptyText: string | undefined) =>
    text ?? (emptyText ? translate(`resources.${resource}.empty.${name}`) : '');
  if (column.kind === 'combined') {
    const { combine, name, emptyText } = column.combined;
    const parts = combine.map((source) => formatValue(undefined, record?.[source])).filter((part) => part !== null);
    return <>{orEmpty(parts.length ? parts.join(' ') : null, name, emptyText)}</>;
  }
  const value = record?.[column.source];
  if (column.kind === 'joined') return <>{orEmpty(formatValue(undefined, value), column.source, column.joined.emptyText)}</>;
  const { field } = column;
  if (field.type === 'boolean') return <>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
  if (field.type === 'enum' && value != null) {
    return <>{translate(`resources.${resource}.choices.${column.source}.${value}`, { _: String(value) })}</>;
  }
  return <>{orEmpty(formatValue(field, value), column.source, field.emptyText)}</>;
};
