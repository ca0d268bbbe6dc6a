/**
 * Backups of the embedded SQLite database (issue 28 §9). Attachments are rows of the database, so
 * one file holds everything. A backup is `VACUUM INTO` on a connection of its own: one read
 * transaction, so the copy is the database as it stood when the backup began (WAL readers never
 * block writers, and writers never disturb the snapshot), written compact into a new file. It runs
 * in a process of its own so that a serving process keeps answering meanwhile. The copy is written under
 * a temporary name, checked (`quick_check`, SAT's migration table) and only then given its name:
 * a backup in the folder is always whole.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { companyWallClock } from '../../src/domain/dates';
import SQLite from '../db/sqliteDriver';

export interface BackupFile {
  file: string;
  bytes: number;
  milliseconds: number;
}

const require = createRequire(import.meta.url);
const execFileAsync = promisify(execFile);

/** VACUUM INTO in a process of its own (./vacuumInto.ts), under tsx as the server runs. */
async function vacuumInto(source: string, target: string): Promise<void> {
  const script = fileURLToPath(new URL('./vacuumInto.ts', import.meta.url));
  const loader = pathToFileURL(require.resolve('tsx')).href;
  await execFileAsync(process.execPath, ['--import', loader, script, source, target]);
}

/** Why `file` is no SAT database that can be restored, or null when it is one. */
export function sqliteBackupProblem(file: string): string | null {
  let connection;
  try {
    connection = new SQLite(file, { readonly: true, fileMustExist: true });
    const check = connection.pragma('quick_check', { simple: true });
    if (check !== 'ok') return `the file is damaged (${String(check)})`;
    const table = connection.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'").get();
    if (!table) return 'the file is no SAT database (it has no migrations table)';
    return null;
  } catch (error) {
    return `the file is no SQLite database (${(error as Error).message})`;
  } finally {
    connection?.close();
  }
}

/** Migrations a backup has run, in order. */
export function backupMigrations(file: string): string[] {
  const connection = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return connection
      .prepare('SELECT name FROM kysely_migration ORDER BY name')
      .all()
      .map((row) => (row as { name: string }).name);
  } finally {
    connection.close();
  }
}

/** Writes a consistent copy of the database `source` to `target` (which must not exist yet). */
export async function backupSqlite(source: string, target: string): Promise<BackupFile> {
  if (fs.existsSync(target)) throw new Error(`${target} exists already.`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  const started = Date.now();
  try {
    await vacuumInto(source, partial);
    const problem = sqliteBackupProblem(partial);
    if (problem) throw new Error(`The backup failed its check: ${problem}.`);
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { file: target, bytes: fs.statSync(target).size, milliseconds: Date.now() - started };
}

const BACKUP_NAME = /^sat-(\d{4}-\d{2}-\d{2})-(\d{2})(\d{2})(\d{2})\.sqlite$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** `sat-2026-11-27-020000.sqlite`: the company's date and time, so names sort as the backups were made. */
export function backupFileName(now: number, zone: string): string {
  const wall = companyWallClock(now, zone);
  const seconds = new Date(now).getUTCSeconds();
  return `sat-${wall.year}-${pad(wall.month)}-${pad(wall.day)}-${pad(wall.hour)}${pad(wall.minute)}${pad(seconds)}.sqlite`;
}

/** The folder's backups, oldest first. */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort();
}

/** Deletes the oldest backups beyond the newest `keep`; returns the names deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const backups = listBackups(dir);
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true });
  return old;
}

/** Whether the folder holds a backup made on the company day of `now`, at `hour` or later. */
export function hasBackupSince(dir: string, now: number, hour: number, zone: string): boolean {
  const wall = companyWallClock(now, zone);
  const today = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
  return listBackups(dir).some((name) => {
    const [, day, backupHour] = BACKUP_NAME.exec(name)!;
    return day === today && Number(backupHour) >= hour;
  });
}
