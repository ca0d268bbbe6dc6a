/**
 * `drive` in a thread of its own (./load.ts driveInThread): a load measured beside another load
 * of the same process, so that its latencies do not count the time its answers wait behind the
 * other load's in one event loop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { drive, type LoadOptions } from './load';

const { url, options } = workerData as { url: string; options: LoadOptions & { warmupSeconds?: number } };
parentPort!.postMessage(await drive(url, options));
