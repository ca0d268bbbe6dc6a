/**
 * Several serving processes on one port (node:cluster; the primary hands out connections in
 * turn). Node runs a process's JavaScript on one core, so a machine's cores serve in parallel.
 * A worker that dies is replaced; a worker whose primary is gone stops; a signal to the primary
 * stops every worker first.
 */
import cluster, { type Worker } from 'node:cluster';

const RESTART_DELAY_MS = 1000;

/** Processes alike: how many, and what their environment adds (e.g. which port they serve). */
export interface WorkerGroup {
  count: number;
  env?: Record<string, string>;
}

/** Forks every group's workers and resolves once every one of them listens. */
export function startWorkers(groups: WorkerGroup[]): Promise<void> {
  const count = groups.reduce((sum, group) => sum + group.count, 0);
  let stopping = false;
  let listening = 0;
  return new Promise((resolve, reject) => {
    const fork = (env?: Record<string, string>): Worker => {
      const worker = cluster.fork(env);
      worker.once('listening', () => {
        if (++listening === count) resolve();
      });
      worker.once('exit', (code, signal) => {
        if (stopping) return;
        if (listening < count) {
          reject(new Error(`A server process exited while starting (${signal ?? `code ${code}`}).`));
          return;
        }
        console.error(`A server process exited (${signal ?? `code ${code}`}); starting another.`);
        setTimeout(() => fork(env), RESTART_DELAY_MS);
      });
      return worker;
    };
    for (const group of groups) for (let index = 0; index < group.count; index++) fork(group.env);
    const stop = () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
      let left = workers.length;
      if (!left) process.exit(0);
      for (const worker of workers) {
        worker.once('exit', () => {
          if (--left === 0) process.exit(0);
        });
        worker.process.kill('SIGTERM');
      }
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

/** In a worker: stop when the primary is gone (killed), rather than serve on unsupervised. */
export function exitWithPrimary(): void {
  process.once('disconnect', () => process.exit(1));
}
