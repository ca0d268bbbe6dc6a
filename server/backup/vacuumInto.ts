/**
 * `VACUUM INTO` as a process of its own (sqliteBackup.ts runs it): the serving process's event loop
 * keeps answering while a large database is copied, and the connection is SAT's own (sqliteDriver:
 * the SQL functions the indexes use). Arguments: the database file, the target file.
 */
import SQLite from '../db/sqliteDriver';

const [source, target] = process.argv.slice(2);
const connection = new SQLite(source, { readonly: true, fileMustExist: true });
try {
  connection.pragma('busy_timeout = 5000');
  connection.prepare('VACUUM INTO ?').run(target);
} finally {
  connection.close();
}
