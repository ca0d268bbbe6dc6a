/** Removes the run's temporary database (and its WAL files). */
import { rmSync } from 'node:fs';

export default function globalTeardown() {
  const database = process.env.E2E_DATABASE;
  if (!database) return;
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
}
