/** One serving process: its own database connections and the app, listening until a signal ends it. */
import os from 'node:os';
import { buildApp } from '../app';
import type { Config } from '../config';
import { openDatabase } from '../db/database';

/**
 * The niceness of the trackers' processes (config.trackerPort): on a busy machine the dashboard's
 * processes (0) get the cores first, the trackers what is left; on an idle one the trackers all of it.
 */
const TRACKER_NICENESS = 10;

export async function serve(config: Config): Promise<void> {
  if (config.trackersOnly) os.setPriority(TRACKER_NICENESS);
  const database = openDatabase(config.databaseUrl);
  const app = await buildApp(database, config);
  await app.listen({ port: config.trackersOnly ? config.trackerPort : config.port, host: config.host });
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
