/** One list cell rendered from its registry column. */
import { useRecordContext, useResourceContext, useTranslate } from 'ra-core';
import type { ListColumn } from './listColumns';
import { formatValue } from './formatValue';

export const ResourceCell = ({ column }: { column: ListColumn }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (column.kind === 'custom') return <>{record ? column.render(record) : null}</>;
  const value = record?.[column.source];
  if (column.kind === 'joined') return <>{formatValue(undefined, value) ?? ''}</>;
  const { field } = column;
  if (field.type === 'boolean') return <>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
  if (field.type === 'enum' && value != null) {
    return <>{translate(`resources.${resource}.choices.${column.source}.${value}`, { _: String(value) })}</>;
  }
  return <>{formatValue(field, value) ?? ''}</>;
};
