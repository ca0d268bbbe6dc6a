/**
 * Starts the SAT server: the primary process prepares the database once (migrations, first-start
 * accounts and data), then serves — itself, or through WORKERS processes sharing the port.
 */
import cluster from 'node:cluster';
import { backupSettings, scheduleBackups } from './backup/schedule';
import { markServerRunning } from './backup/serverLock';
import { loadConfig } from './config';
import { prepareDatabase } from './startup/prepareDatabase';
import { serve } from './startup/serve';
import { exitWithPrimary, startWorkers, type WorkerGroup } from './startup/workers';

const config = loadConfig();

if (cluster.isPrimary) {
  const { dialect, admin } = await prepareDatabase(config);
  // SQLite: a restore refuses while this runs, and the day's backup is made from BACKUP_HOUR on.
  const backups = backupSettings(config);
  if (backups) {
    markServerRunning(backups.databaseFile);
    scheduleBackups(backups);
  }
  const groups: WorkerGroup[] = [];
  if (config.workers > 1) groups.push({ count: config.workers });
  if (config.trackerPort) groups.push({ count: config.trackerWorkers, env: { SAT_SERVES: 'trackers' } });
  if (groups.length) await startWorkers(groups);
  if (config.workers === 1) await serve(config);

  const processes = config.workers > 1 ? `, ${config.workers} processes` : '';
  const running = `\nSAT is running at http://localhost:${config.port}  (${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}${processes})`;
  const trackers = config.trackerPort
    ? [
        `Trackers (OsmAnd, Traccar) post to http://localhost:${config.trackerPort}/api/osmand/  (${config.trackerWorkers === 1 ? 'one process' : `${config.trackerWorkers} processes`} of lower priority)`,
      ]
    : [];
  const login = !admin
    ? []
    : admin.generatedPassword
      ? [`Admin login: ${admin.username} / ${admin.generatedPassword}   (shown once; set ADMIN_PASSWORD to choose it)`]
      : [`Admin login: ${admin.username} (password from ADMIN_PASSWORD)`];
  // One write: whoever reads the output sees the address and the login together.
  console.log([running, ...trackers, ...login].join('\n'));
} else {
  exitWithPrimary();
  await serve(config);
}
