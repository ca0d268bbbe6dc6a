/**
 * A read-only table served straight from an array. fakerest checks every added row against all
 * the rows before it, so loading the demo's tens of thousands of GPS points into it would freeze
 * the browser for minutes; this serves them with plain filtering instead.
 */
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'ra-core';

type Filter = Record<string, unknown>;

function matches(row: RaRecord, filter: Filter): boolean {
  return Object.entries(filter).every(([key, wanted]) => {
    if (wanted === undefined) return true;
    if (key.endsWith('_gte')) return String(row[key.slice(0, -4)]) >= String(wanted);
    if (key.endsWith('_lte')) return String(row[key.slice(0, -4)]) <= String(wanted);
    if (Array.isArray(wanted)) return wanted.map(String).includes(String(row[key]));
    return String(row[key]) === String(wanted);
  });
}

function select(rows: RaRecord[], { filter = {}, sort, pagination }: Partial<GetListParams>) {
  const found = rows.filter((row) => matches(row, filter));
  if (sort?.field) {
    const direction = sort.order === 'DESC' ? -1 : 1;
    const { field } = sort;
    found.sort((a, b) => (a[field] === b[field] ? 0 : a[field] > b[field] ? direction : -direction));
  }
  const page = pagination ? found.slice((pagination.page - 1) * pagination.perPage, pagination.page * pagination.perPage) : found;
  return { data: page, total: found.length };
}

/** `provider` with `resource` answered from `rows` (reads only). */
export function withArrayTable(provider: DataProvider, resource: string, rows: RaRecord[]): DataProvider {
  const byId = new Map<Identifier, RaRecord>(rows.map((row) => [row.id, row]));
  const one = (id: Identifier) => {
    const row = byId.get(id) ?? byId.get(Number(id));
    if (!row) throw new Error(`No ${resource} ${id}`);
    return row;
  };
  return {
    ...provider,
    getList: async (name, params) => (name === resource ? (select(rows, params) as never) : provider.getList(name, params)),
    getManyReference: async (name, params) =>
      name === resource
        ? (select(rows, { ...params, filter: { ...params.filter, [params.target]: params.id } }) as never)
        : provider.getManyReference(name, params),
    getOne: async (name, params) => (name === resource ? { data: one(params.id) as never } : provider.getOne(name, params)),
    getMany: async (name, params) => (name === resource ? { data: params.ids.map(one) as never[] } : provider.getMany(name, params)),
  };
}
