/** Removes the run's temporary database (and its WAL files) and its build of the app. */
import { rmSync } from 'node:fs';

export default function globalTeardown() {
  const database = process.env.E2E_DATABASE;
  if (database) for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
  const app = process.env.E2E_STATIC_DIR;
  if (app) rmSync(app, { recursive: true, force: true });
}
