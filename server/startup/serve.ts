/** One serving process: its own database connections and the app, listening until a signal ends it. */
import { buildApp } from '../app';
import type { Config } from '../config';
import { openDatabase } from '../db/database';

export async function serve(config: Config): Promise<void> {
  const database = openDatabase(config.databaseUrl);
  const app = await buildApp(database, config);
  await app.listen({ port: config.port, host: config.host });
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
