/**
 * Imports of big files (issue 32 §1): 10,000 vehicles and then 100,000 station fuelings of those
 * vehicles, each as XLSX files of at most MAX_IMPORT_ROWS rows (an import's limit) sent to
 * `POST /api/import/{resource}/` as the dialog sends them, first checked (`dry_run`), then
 * imported; the figures are the whole time of the checks and of the imports.
 */
import http from 'node:http';
import ExcelJS from 'exceljs';
import { MAX_IMPORT_ROWS } from '../../src/domain/imports';
import type { ApiContext } from './api';
import { BENCH_SITE } from './api';
import { treeCpuSeconds } from './server';
import { figure } from './report';

const VEHICLES = 10_000;
const FUELINGS = 100_000;

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Arkusz1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface Cost {
  /** Wall-clock seconds of the requests. */
  seconds: number;
  /** The server's CPU seconds meanwhile: what a machine shared with other work cannot inflate. */
  cpu: number;
}

/**
 * POSTs a form and reads the answer with no time limit: fetch gives up when no answer's headers
 * came in 300 s, which a 10,000-row file's check on a machine loaded by other work can exceed.
 */
async function postWithoutTimeout(url: string, headers: Record<string, string>, form: FormData): Promise<{ status: number; text: string }> {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise((resolve, reject) => {
    const sent = http.request(
      url,
      { method: 'POST', headers: { ...headers, 'content-type': encoded.headers.get('content-type')!, 'content-length': body.length } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** One file checked or imported; what it cost (throws when the server refuses it). */
async function send(ctx: ApiContext, resource: string, content: Buffer, dryRun: boolean): Promise<Cost> {
  const { 'content-type': _json, ...headers } = ctx.session.basic;
  const form = new FormData();
  if (dryRun) form.append('dry_run', 'true');
  form.append('file', new Blob([new Uint8Array(content)]), `${resource}.xlsx`);
  console.log(`  ${resource}: sending ${dryRun ? 'a check' : 'an import'} of ${(content.length / 1024).toFixed(0)} KB`);
  const started = performance.now();
  const cpuBefore = treeCpuSeconds(ctx.server.pid);
  const answer = await postWithoutTimeout(`${ctx.server.url}/api/import/${resource}/`, headers, form);
  const report = JSON.parse(answer.text) as { problems?: Array<{ text: string }>; detail?: string };
  if (answer.status !== 200) throw new Error(`${resource}: ${answer.status} ${report.detail ?? ''} ${report.problems?.[0]?.text ?? ''}`);
  return { seconds: (performance.now() - started) / 1000, cpu: treeCpuSeconds(ctx.server.pid) - cpuBefore };
}

/** Checks then imports `rows` under `header` in files of at most MAX_IMPORT_ROWS rows; the seconds of the checks and of the imports. */
async function importAll(ctx: ApiContext, resource: string, header: unknown[], rows: unknown[][]) {
  const check: Cost = { seconds: 0, cpu: 0 };
  const store: Cost = { seconds: 0, cpu: 0 };
  const add = (sum: Cost, cost: Cost) => Object.assign(sum, { seconds: sum.seconds + cost.seconds, cpu: sum.cpu + cost.cpu });
  for (let start = 0; start < rows.length; start += MAX_IMPORT_ROWS) {
    const file = await xlsx([header, ...rows.slice(start, start + MAX_IMPORT_ROWS)]);
    const checked = add(check, await send(ctx, resource, file, true));
    const stored = add(store, await send(ctx, resource, file, false));
    console.log(`  ${resource}: ${start + MAX_IMPORT_ROWS} rows, check ${checked.seconds.toFixed(1)} s, import ${stored.seconds.toFixed(1)} s so far`);
  }
  return { check, store, files: Math.ceil(rows.length / MAX_IMPORT_ROWS) };
}

export async function importFigures(ctx: ApiContext): Promise<void> {
  const { basic } = ctx.session;
  const get = async <T>(path: string) => (await (await fetch(`${ctx.server.url}${path}`, { headers: basic })).json()) as T;
  const site = await get<{ name: string }>(`/api/site/${BENCH_SITE}/`);
  const people = await get<Array<{ pesel: string | null; first_name: string; last_name: string; username: string }>>(
    `/api/persons/?site=${BENCH_SITE}&_start=0&_end=500`,
  );
  const named =
    people.find((person) => person.pesel) ??
    people.find((one) => people.filter((other) => other.last_name === one.last_name && other.first_name === one.first_name).length === 1);
  if (!named) throw new Error('The bench site has no person an import can name');
  const who = named.pesel ?? `${named.last_name} ${named.first_name}`;
  const mark = Date.now().toString(36).toUpperCase().slice(-4);
  const plates = Array.from({ length: VEHICLES }, (_, i) => `BI ${mark}${String(i).padStart(5, '0')}`);

  const vehicles = await importAll(
    ctx,
    'vehicles',
    ['Numer boczny', 'Numer rejestracyjny', 'Model pojazdu', 'Typ pojazdu', 'Pojemność zbiornika (l)', 'Budowa'],
    plates.map((plate, i) => [500_000 + i, plate, 'Volvo FMX 460', 'Samochód ciężarowy', 400, site.name]),
  );
  const emit = (what: string, cost: Cost, files: number) =>
    ctx.emit(
      figure(`${ctx.dialect} import: ${what}`, cost.seconds, 's', {
        note: `server CPU ${cost.cpu.toFixed(1)} s; ${files} XLSX files of ${MAX_IMPORT_ROWS} rows, site ${BENCH_SITE}`,
      }),
    );
  emit('10,000 vehicles checked', vehicles.check, vehicles.files);
  emit('10,000 vehicles imported', vehicles.store, vehicles.files);

  const start = Date.UTC(2025, 0, 1);
  const fuelings = await importAll(
    ctx,
    'fueling',
    ['Kierowca', 'Pojazd', 'Budowa', 'Data', 'Litry', 'Cena za litr', 'Stan licznika'],
    Array.from({ length: FUELINGS }, (_, i) => {
      const at = new Date(start + i * 5 * 60_000);
      const when = `${String(at.getUTCDate()).padStart(2, '0')}.${String(at.getUTCMonth() + 1).padStart(2, '0')}.${at.getUTCFullYear()} ${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
      return [who, plates[i % VEHICLES], site.name, when, '120,5', '6,49', 1000 + Math.floor(i / VEHICLES) * 300];
    }),
  );
  emit('100,000 fuelings checked', fuelings.check, fuelings.files);
  emit('100,000 fuelings imported', fuelings.store, fuelings.files);
}
