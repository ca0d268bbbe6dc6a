/** CSV the way the server writes its exports: UTF-8 with BOM, `;` separator, Polish headers, safe text cells. */
import type { RaRecord } from 'ra-core';
import { CSV_BOM, csvNumber, csvRow, csvText } from '../../domain/csv';
import type { ResourceSpec } from '../../domain/resources';

/** Numbers are stored as numbers here; everything else is text. */
const cell = (value: unknown) => (typeof value === 'number' ? csvNumber(value) : csvText(value));

export function csvBlob(spec: ResourceSpec, rows: RaRecord[]): Blob {
  const columns = [
    ...Object.entries(spec.fields).filter(([, field]) => !field.writeOnly),
    ...Object.entries(spec.joined ?? {}),
  ].map(([name, { label }]) => ({ name, label }));
  const lines = [
    csvRow(columns.map((column) => csvText(column.label))),
    ...rows.map((row) => csvRow(columns.map((column) => cell(row[column.name])))),
  ];
  return new Blob([CSV_BOM, ...lines], { type: 'text/csv;charset=utf-8' });
}
