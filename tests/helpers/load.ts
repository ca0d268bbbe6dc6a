/**
 * A mixed load against a running server: reads, writes and parallel bulk deletes from many
 * concurrent clients for a while. It records every acknowledged write and every failure, so the
 * caller can check that each acknowledged row is in the database afterwards.
 */
import { basicAuth, makeClient, type Client } from './server';
import type { Json } from './server';

export interface LoadOptions {
  url: string;
  username: string;
  password: string;
  clients: number;
  durationMs: number;
  site: number;
  /** Only writes (materials), for fault tests. */
  writesOnly?: boolean;
  /** Ends the load before durationMs when aborted. */
  signal?: AbortSignal;
  /** Told the number of acknowledged writes kept so far, after each one. */
  onKept?: (kept: number) => void;
}

export interface LoadReport {
  requests: number;
  /** 5xx answers and network errors. */
  failures: Array<{ what: string; status: number | string }>;
  /** Materials created (201) and not deleted afterwards. */
  kept: Set<number>;
  deleted: Set<number>;
  byKind: Record<string, number>;
}

type Step = (client: Client, report: LoadReport, client_no: number) => Promise<void>;

const count = (report: LoadReport, kind: string) => {
  report.requests += 1;
  report.byKind[kind] = (report.byKind[kind] ?? 0) + 1;
};

async function call(report: LoadReport, kind: string, send: () => Promise<{ status: number; body: Json }>) {
  count(report, kind);
  try {
    const response = await send();
    if (response.status >= 500) report.failures.push({ what: kind, status: response.status });
    return response;
  } catch (error) {
    report.failures.push({ what: kind, status: (error as Error).message });
    return undefined;
  }
}

export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const report: LoadReport = { requests: 0, failures: [], kept: new Set(), deleted: new Set(), byKind: {} };
  const deadline = Date.now() + options.durationMs;
  const { site } = options;

  const write: Step = async (client, r, n) => {
    const response = await call(r, 'write', () => client.post('/api/material/', { name: `Materiał ${n}-${r.requests}`, site }));
    if (response?.status === 201) {
      r.kept.add(response.body.id);
      options.onKept?.(r.kept.size);
    }
  };
  const read: Step = async (client, r) => {
    await call(r, 'read', () => client.get(`/api/material/?site=${site}&_start=0&_end=25&_sort=name&_order=ASC&q=a`));
  };
  const bulkDelete: Step = async (client, r, n) => {
    const created: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await call(r, 'write', () => client.post('/api/material/', { name: `Do usunięcia ${n}-${i}`, site }));
      if (response?.status === 201) created.push(response.body.id);
    }
    for (const id of created) r.kept.add(id);
    // One DELETE per row in parallel, as the dashboard's bulk delete does.
    const answers = await Promise.all(created.map((id) => call(r, 'delete', () => client.delete(`/api/material/${id}/`))));
    answers.forEach((answer, i) => {
      if (answer?.status === 204) {
        r.kept.delete(created[i]);
        r.deleted.add(created[i]);
      }
    });
  };
  const steps: Step[] = options.writesOnly ? [write] : [read, read, read, write, write, bulkDelete];

  await Promise.all(
    Array.from({ length: options.clients }, async (_, n) => {
      const client = makeClient(options.url, basicAuth(options.username, options.password));
      for (let i = n; Date.now() < deadline && !options.signal?.aborted; i++) await steps[i % steps.length](client, report, n);
    }),
  );
  return report;
}
