/**
 * Load on one URL with autocannon (loopback, a fixed number of connections), with latencies kept
 * exactly: autocannon's own histogram counts whole milliseconds, too coarse for sub-millisecond floors.
 */
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  mean: number;
  /** Non-2xx answers and socket errors (should be 0). */
  failures: number;
  /** Response bytes per request as sent (compressed when the server compresses). */
  bytesPerRequest: number;
}

export interface LoadOptions {
  headers?: Record<string, string>;
  seconds: number;
  connections?: number;
  /**
   * Requests a second over all connections (autocannon's overallRate: each connection sends its
   * share of every second as fast as answered, then waits for the next second); none: as fast as answered.
   */
  rate?: number;
}

export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

function run(url: string, { headers = {}, seconds, connections = 10, rate }: LoadOptions, latencies: number[]) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration: seconds, ...(rate && { overallRate: rate }) }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

/** Drives `url` for `seconds` (after `warmupSeconds` unmeasured) and summarizes the answers. */
export async function drive(url: string, options: LoadOptions & { warmupSeconds?: number }): Promise<LoadResult> {
  if (options.warmupSeconds) await run(url, { ...options, seconds: options.warmupSeconds }, []);
  const latencies: number[] = [];
  const result = await run(url, options, latencies);
  latencies.sort((a, b) => a - b);
  const answered = result.requests.total;
  return {
    requestsPerSecond: latencies.length / options.seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    mean: latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length),
    failures: result.non2xx + result.errors,
    bytesPerRequest: answered ? result.throughput.total / answered : 0,
  };
}

/**
 * `drive` in a worker thread (./loadThread.ts): for a figure measured while this process drives
 * another load (the rides page during ingest), whose answers would otherwise wait in one event loop.
 */
export function driveInThread(url: string, options: LoadOptions & { warmupSeconds?: number }): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // A thread does not inherit tsx's loader: it registers it, then imports the TypeScript.
    const tsx = import.meta.resolve('tsx/esm/api');
    const thread = new URL('./loadThread.ts', import.meta.url).href;
    const source = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(thread)}); });`;
    const worker = new Worker(source, { eval: true, workerData: { url, options } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`The load thread exited with code ${code}`)));
  });
}
