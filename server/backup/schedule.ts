/**
 * The daily backup of the SQLite database: from BACKUP_HOUR on each company day, one backup into
 * BACKUP_DIR, the oldest deleted beyond BACKUP_KEEP. The primary process checks every few minutes
 * (however many processes serve, there is one primary); nothing runs on PostgreSQL, whose backups
 * are pg_dump's (README, "Backups").
 */
import path from 'node:path';
import { companyWallClock } from '../../src/domain/dates';
import type { Config } from '../config';
import { sqliteFileOf } from '../db/database';
import { backupFileName, backupSqlite, hasBackupSince, pruneBackups, type BackupFile } from './sqliteBackup';

const CHECK_EVERY_MS = 5 * 60_000;

export interface BackupSettings {
  databaseFile: string;
  dir: string;
  hour: number;
  keep: number;
  /** The company's time zone (COMPANY_TIME_ZONE), whose days and hours the backups follow. */
  zone: string;
}

/** The backup settings of a SQLite database; null on PostgreSQL. */
export function backupSettings(config: Pick<Config, 'databaseUrl' | 'backupDir' | 'backupHour' | 'backupKeep' | 'companyTimeZone'>): BackupSettings | null {
  const databaseFile = sqliteFileOf(config.databaseUrl);
  if (databaseFile === null) return null;
  const dir = config.backupDir ?? path.join(path.dirname(path.resolve(databaseFile)), 'backups');
  return { databaseFile, dir: path.resolve(dir), hour: config.backupHour, keep: config.backupKeep, zone: config.companyTimeZone };
}

/** Makes the day's backup when it is due at `now` and not yet made; returns it, or null. */
export async function runDueBackup(settings: BackupSettings, now = Date.now()): Promise<BackupFile | null> {
  if (settings.keep === 0 || companyWallClock(now, settings.zone).hour < settings.hour || hasBackupSince(settings.dir, now, settings.hour, settings.zone))
    return null;
  const backup = await backupSqlite(settings.databaseFile, path.join(settings.dir, backupFileName(now, settings.zone)));
  pruneBackups(settings.dir, settings.keep);
  return backup;
}

/**
 * Checks every few minutes while the process runs, the first time a few minutes after the start (a
 * start is busy enough); a failure is reported and tried again at the next check.
 */
export function scheduleBackups(settings: BackupSettings): () => void {
  if (settings.keep === 0) return () => {};
  const check = () =>
    runDueBackup(settings)
      .then((backup) => backup && console.log(`Backup written: ${backup.file} (${(backup.bytes / 1e6).toFixed(1)} MB in ${backup.milliseconds} ms)`))
      .catch((error) => console.error(`The daily backup failed: ${(error as Error).message}`));
  const timer = setInterval(check, CHECK_EVERY_MS).unref();
  return () => clearInterval(timer);
}
