/** CSV the way the server writes its exports: UTF-8 with BOM, `;` separator, Polish headers. */
import type { RaRecord } from 'ra-core';
import type { ResourceSpec } from '../../domain/resources';

const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[";\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export function csvBlob(spec: ResourceSpec, rows: RaRecord[]): Blob {
  const columns = [
    ...Object.entries(spec.fields).filter(([, field]) => !field.writeOnly),
    ...Object.entries(spec.joined ?? {}),
  ].map(([name, { label }]) => ({ name, label }));
  const lines = [
    columns.map((column) => cell(column.label)).join(';'),
    ...rows.map((row) => columns.map((column) => cell(row[column.name])).join(';')),
  ];
  return new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
}
