/**
 * Puts a backup in place of the SQLite database (`npm run restore -- <file>`). Refused while a
 * server runs on the database, for a file that is no whole SAT database, and for a backup made by a
 * newer SAT (it holds migrations this code does not know); an older backup is migrated by the next
 * start as usual. The database replaced is kept beside it as `<file>.before-restore-<time>`.
 */
import fs from 'node:fs';
import SQLite from '../db/sqliteDriver';
import { migrations } from '../db/migrations/index';
import { backupMigrations, sqliteBackupProblem } from './sqliteBackup';
import { runningServerPid } from './serverLock';

export class RestoreRefused extends Error {}

/** Folds the write-ahead log into the file, so that the file alone is the whole database. */
function checkpoint(databaseFile: string): void {
  const connection = new SQLite(databaseFile, { fileMustExist: true });
  try {
    connection.pragma('wal_checkpoint(TRUNCATE)');
    connection.pragma('journal_mode = DELETE');
  } finally {
    connection.close();
  }
}

export function restoreSqlite(backup: string, databaseFile: string, now = Date.now()): { replaced: string | null } {
  const pid = runningServerPid(databaseFile);
  if (pid !== null) throw new RestoreRefused(`A SAT server (pid ${pid}) is running on ${databaseFile}: stop it first.`);
  if (!fs.existsSync(backup)) throw new RestoreRefused(`${backup} does not exist.`);
  const problem = sqliteBackupProblem(backup);
  if (problem) throw new RestoreRefused(`${backup} cannot be restored: ${problem}.`);
  const known = new Set(Object.keys(migrations));
  const unknown = backupMigrations(backup).filter((name) => !known.has(name));
  if (unknown.length) throw new RestoreRefused(`${backup} was made by a newer SAT (migrations ${unknown.join(', ')}): update SAT first.`);

  const incoming = `${databaseFile}.restoring`;
  fs.copyFileSync(backup, incoming);
  const handle = fs.openSync(incoming, 'r+');
  fs.fsyncSync(handle);
  fs.closeSync(handle);

  let replaced: string | null = null;
  if (fs.existsSync(databaseFile)) {
    checkpoint(databaseFile);
    replaced = `${databaseFile}.before-restore-${new Date(now).toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(databaseFile, replaced);
  }
  for (const leftover of ['-wal', '-shm']) fs.rmSync(databaseFile + leftover, { force: true });
  fs.renameSync(incoming, databaseFile);
  return { replaced };
}
