/**
 * The fake provider's repair workflow (docs/api.md "Repair requests"): changes checked by the
 * shared workflow rules (transitions, closing note) and the assignee's site, the history kept in
 * memory for the tab's life, the CSV from the fake rows.
 */
import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'ra-core';
import { csvDocument } from '../../domain/csv';
import { repairChangeSpec } from '../../domain/repairs/changeFields';
import { repairsCsv } from '../../domain/repairs/csv';
import { REPAIR_HISTORY_FIELDS, type NamedRef, type RepairHistoryEvent, type RepairHistoryValue } from '../../domain/repairs/history';
import { repairChangeErrors, type RepairWorkflowState } from '../../domain/repairs/workflow';
import { resources } from '../../domain/resources';
import { validateWrite, type FieldErrors } from '../../domain/validation';
import type { ProviderConfig } from '../config';
import type { SatDataProvider } from '../types';
import { writePayload } from '../writePayload';
import { allRows } from './allRows';
import { FAKE_CREDENTIALS } from './authProvider';
import { csvFile } from './csv';

type RepairMethods = Pick<SatDataProvider, 'changeRepair' | 'getRepairHistory' | 'exportRepairsCsv'>;

const refused = (errors: FieldErrors) => new HttpError(Object.values(errors)[0][0], 400, { errors });

export function fakeRepairs(inner: DataProvider, { scope }: ProviderConfig): RepairMethods {
  const history: RepairHistoryEvent[] = [];
  const all = allRows(inner);

  const personRef = async (id: unknown): Promise<NamedRef | null> => {
    if (typeof id !== 'number') return null;
    const { data } = await inner.getOne('employees', { id });
    return { id, name: `${data.first_name} ${data.last_name}` };
  };

  return {
    changeRepair: async (id: Identifier, values) => {
      const result = validateWrite(repairChangeSpec.fields, writePayload(repairChangeSpec, values, 'update', null), 'update');
      if (!result.ok) throw refused(result.errors);
      const change = result.value;
      const { data: before } = await inner.getOne('repairs', { id });
      const errors = repairChangeErrors(before as unknown as RepairWorkflowState, change);
      if (typeof change.assignee === 'number') {
        const { data: person } = await inner.getOne('employees', { id: change.assignee });
        if (person.site !== null && person.site !== before.site) errors.assignee = [resources.repairs.fields.assignee.sameSite.message];
      }
      if (Object.keys(errors).length) throw refused(errors);
      // Uploads are the API provider's only (src/providers/types.ts): the fake's photos stay as they are.
      const { photos: _ids, ...columns } = change;
      const { data: after } = await inner.update('repairs', { id, data: { ...before, ...columns }, previousData: before });
      const at = new Date().toISOString();
      for (const field of REPAIR_HISTORY_FIELDS) {
        if (field === 'photos' || (before[field] ?? null) === (after[field] ?? null)) continue;
        const value = (row: RaRecord): Promise<RepairHistoryValue> | RepairHistoryValue =>
          field === 'assignee' ? personRef(row.assignee) : ((row[field] ?? null) as RepairHistoryValue);
        history.push({
          id: history.length + 1,
          repair_request: Number(id),
          field,
          from: await value(before),
          to: await value(after),
          changed_at: at,
          changed_by: null,
          changed_by_name: FAKE_CREDENTIALS.username,
        });
      }
      return (await inner.getOne('repairs', { id })).data;
    },
    getRepairHistory: async (id) => history.filter((event) => event.repair_request === Number(id)),
    exportRepairsCsv: async () => {
      const site = scope().site;
      const rows = await all('repairs', site === null ? {} : { site });
      const columns = repairsCsv.csvExport.columns;
      const label = (column: (typeof columns)[number]) =>
        typeof column === 'string'
          ? (repairsCsv.fields[column as keyof typeof repairsCsv.fields]?.label ?? repairsCsv.joined[column as keyof typeof repairsCsv.joined].label)
          : column.label;
      const cell = (row: RaRecord, column: (typeof columns)[number]) =>
        typeof column === 'string'
          ? row[column]
          : column.combine
              .map((name) => row[name] ?? '')
              .join(' ')
              .trim();
      return csvFile(
        csvDocument(
          columns.map(label),
          rows.map((row) => columns.map((column) => cell(row, column))),
        ),
      );
    },
  };
}
