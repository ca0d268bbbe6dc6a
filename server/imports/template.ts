/**
 * The import template of a resource (issue 32 §1): an XLSX whose first sheet has the columns an
 * import reads (the fields' Polish labels, as the mapping finds them), one example row, and lists
 * to choose from for enum columns (their Polish labels) and reference columns (the names of the
 * rows the account may name: sites, vehicles by registration, people as "Nazwisko Imię", …). The
 * lists live on a second sheet, "Listy"; the example row is only an example and is meant to be
 * overwritten.
 */
import { loadExcelJS } from '../http/xlsx';
import type { CellValue, DataValidation } from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { ARCHIVED_AT } from '../../src/domain/archive';
import { companyDate } from '../../src/domain/companyTime';
import type { FieldSpec } from '../../src/domain/fields';
import { importableFields } from '../../src/domain/imports';
import { getResource, type ResourceSpec } from '../../src/domain/resources';
import { sitesInScope } from '../auth/access';
import type { AnyDb } from '../db/anySchema';

/** Rows of the data sheet whose cells offer the lists (the example row and those below it). */
const LIST_ROWS = 1000;
/** The most names a reference's list holds. */
const MAX_NAMES = 5000;
export const LISTS_SHEET = 'Listy';

type Row = Record<string, unknown>;

/** A referenced row's name as an import reads it back: people as "Nazwisko Imię", others by their record text (a vehicle by its registration). */
function nameOf(target: ResourceSpec, row: Row): string {
  if (target.name === 'vehicles' && row.registration_number) return String(row.registration_number);
  const parts = target.recordText.map((name) => row[name]).filter((value) => value !== null && value !== undefined && value !== '');
  if (target.recordText.includes('first_name') && target.recordText.includes('last_name')) return `${row.last_name ?? ''} ${row.first_name ?? ''}`.trim();
  return parts.map(String).join(' ');
}

/** The names a reference field may take for the account: the target's rows on its sites (not archived), sorted, each once. */
async function referenceNames(db: AnyDb, request: FastifyRequest, field: FieldSpec): Promise<string[]> {
  const target = getResource(field.reference!);
  const columns = [...new Set(['id', ...target.recordText, ...(target.name === 'vehicles' ? ['registration_number'] : [])])];
  let query = db.selectFrom(target.table).select(columns);
  for (const [column, value] of Object.entries(field.referenceWhere ?? {})) query = query.where(column, '=', value);
  if (target.archivable) query = query.where(ARCHIVED_AT, 'is', null);
  const sites = sitesInScope(request);
  if (sites !== null) {
    const visible = sites.length ? sites : [0];
    if (target.name === 'sites') query = query.where('id', 'in', visible);
    else if (Object.hasOwn(target.fields, 'site')) query = query.where((eb) => eb.or([eb('site', 'in', visible), eb('site', 'is', null)]));
  }
  const rows: Row[] = await query.limit(MAX_NAMES).execute();
  return [...new Set(rows.map((row) => nameOf(target, row)).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'pl'));
}

/** An example value of a field, as people write it. */
function example(field: FieldSpec, list: string[] | undefined, zone: string): CellValue {
  if (list) return list[0] ?? null;
  switch (field.type) {
    case 'boolean':
      return 'Tak';
    case 'date':
      return companyDate(new Date().toISOString(), zone);
    case 'datetime':
      return `${companyDate(new Date().toISOString(), zone)} 08:00`;
    case 'integer':
      return field.min ?? 1;
    case 'number':
    case 'decimal':
    case 'money':
      return Math.max(Number(field.min ?? 0), 100);
    default:
      return field.identifier === 'pesel' ? '85010112345' : `Przykład: ${field.label}`;
  }
}

/** The template of `spec` for the request's account, as XLSX bytes. */
export async function importTemplate(db: AnyDb, request: FastifyRequest, spec: ResourceSpec): Promise<Buffer> {
  const ExcelJS = await loadExcelJS();
  const fields = Object.entries(importableFields(spec));
  const workbook = new ExcelJS.Workbook();
  const data = workbook.addWorksheet(spec.label.slice(0, 31));
  const lists = workbook.addWorksheet(LISTS_SHEET);
  const values = new Map<string, string[]>();
  for (const [name, field] of fields) {
    if (field.type === 'enum') values.set(name, Object.values(field.choices ?? {}));
    else if (field.type === 'reference' && field.reference) values.set(name, await referenceNames(db, request, field));
    else if (field.type === 'boolean') values.set(name, field.nullable ? ['Tak', 'Nie', 'Brak'] : ['Tak', 'Nie']);
  }
  data.addRow(fields.map(([, field]) => field.label));
  data.addRow(fields.map(([name, field]) => example(field, values.get(name), request.companyTimeZone)));
  data.getRow(1).font = { bold: true };
  data.getRow(2).font = { italic: true, color: { argb: 'FF777777' } };
  data.views = [{ state: 'frozen', ySplit: 1 }];
  let listColumn = 0;
  fields.forEach(([name, field], index) => {
    const column = data.getColumn(index + 1);
    column.width = Math.min(Math.max(field.label.length + 4, 14), 40);
    const list = values.get(name);
    if (!list) return;
    listColumn += 1;
    const target = lists.getColumn(listColumn);
    target.width = 30;
    lists.getCell(1, listColumn).value = field.label;
    lists.getCell(1, listColumn).font = { bold: true };
    list.forEach((value, row) => (lists.getCell(row + 2, listColumn).value = value));
    if (list.length === 0) return;
    const letter = target.letter;
    const validation: DataValidation = {
      type: 'list',
      allowBlank: !field.required,
      formulae: [`${LISTS_SHEET}!$${letter}$2:$${letter}$${list.length + 1}`],
      showErrorMessage: true,
      errorStyle: 'warning',
      errorTitle: field.label,
      error: 'Wybierz wartość z listy.',
    };
    for (let row = 2; row <= LIST_ROWS + 1; row++) data.getCell(row, index + 1).dataValidation = validation;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
