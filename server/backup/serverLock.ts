/**
 * A running server marks its SQLite database with `<file>.server.pid` (its primary process's pid),
 * so that a restore never replaces the file under it. A mark whose process is gone (a crash) counts
 * for nothing.
 */
import fs from 'node:fs';

export const serverMarkOf = (databaseFile: string) => `${databaseFile}.server.pid`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of the server serving `databaseFile`, or null when none runs. */
export function runningServerPid(databaseFile: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(serverMarkOf(databaseFile), 'utf8').trim());
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid) ? pid : null;
}

/** Marks the database as served by this process until it exits. */
export function markServerRunning(databaseFile: string): void {
  const mark = serverMarkOf(databaseFile);
  fs.writeFileSync(mark, `${process.pid}\n`);
  process.once('exit', () => {
    try {
      if (fs.readFileSync(mark, 'utf8').trim() === String(process.pid)) fs.rmSync(mark);
    } catch {
      // Already gone.
    }
  });
}
