/** Runs server/main.ts as its own process, as `npm start` does, the way the tests want it (scripts/serverProcess). */
import { startServerProcess as startProcess, type ServerProcess } from '../../scripts/serverProcess';

export { freePort, type ServerProcess } from '../../scripts/serverProcess';

/** One serving process unless a test asks for more (tests/api/workers.test.ts), fast password hashing, no app files. */
export const startServerProcess = (env: Record<string, string>, timeoutMs?: number): Promise<ServerProcess> =>
  startProcess({ LOG_LEVEL: 'warn', SCRYPT_LOG_N: '10', STATIC_DIR: '/nonexistent', WORKERS: '1', ...env }, timeoutMs);
