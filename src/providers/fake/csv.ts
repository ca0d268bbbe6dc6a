/** CSV the way the server writes its exports: UTF-8 with BOM, `;` separator, Polish headers, safe text cells. */
import type { RaRecord } from 'ra-core';
import { csvDocument } from '../../domain/csv';
import type { ResourceSpec } from '../../domain/resources';

export const csvFile = (document: string): Blob => new Blob([document], { type: 'text/csv;charset=utf-8' });

export function csvBlob(spec: ResourceSpec, rows: RaRecord[]): Blob {
  const columns = [
    ...Object.entries(spec.fields).filter(([, field]) => !field.writeOnly),
    ...Object.entries(spec.joined ?? {}),
  ].map(([name, { label }]) => ({ name, label }));
  return csvFile(csvDocument(columns.map((column) => column.label), rows.map((row) => columns.map((column) => row[column.name]))));
}
