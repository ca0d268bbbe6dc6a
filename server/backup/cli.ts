/**
 * `npm run backup`: a backup of the SQLite database now, into BACKUP_DIR (a server may be running).
 * `npm run restore -- <file>`: that backup in place of the database (no server may be running).
 * On PostgreSQL both say which pg_dump / pg_restore commands to use instead (README, "Backups").
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { RestoreRefused, restoreSqlite } from './restore';
import { backupSettings } from './schedule';
import { backupFileName, backupSqlite } from './sqliteBackup';

const [command, file] = process.argv.slice(2);
const config = loadConfig();
const settings = backupSettings(config);

if (!settings) {
  console.error(
    'DATABASE_URL names PostgreSQL: back it up with `pg_dump --format=custom --file=sat.dump "$DATABASE_URL"` ' +
      'and restore with `pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" sat.dump` (README, "Backups").',
  );
  process.exit(1);
}

try {
  if (command === 'backup') {
    const backup = await backupSqlite(settings.databaseFile, path.join(settings.dir, backupFileName(Date.now(), settings.zone)));
    console.log(`Backup written: ${backup.file} (${(backup.bytes / 1e6).toFixed(1)} MB in ${backup.milliseconds} ms)`);
  } else if (command === 'restore' && file) {
    const { replaced } = restoreSqlite(path.resolve(file), settings.databaseFile);
    console.log(`Restored ${file} into ${settings.databaseFile}.` + (replaced ? ` The database it replaced is kept as ${replaced}.` : ''));
  } else {
    console.error('Usage: npm run backup | npm run restore -- <backup file>');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof RestoreRefused ? `Restore refused: ${error.message}` : (error as Error).message);
  process.exitCode = 1;
}
