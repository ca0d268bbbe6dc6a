/**
 * Setup of each API and server test file (vite.config.ts, project `server`). Those files share their
 * worker's modules (no isolation: the server's modules are imported once per worker, not once per
 * file), so each starts from the process-wide settings a fresh process has: the server sets the
 * company's time zone from its config when an app is built (server/app.ts).
 */
import { beforeAll } from 'vitest';
import { DEFAULT_COMPANY_TIME_ZONE, setCompanyTimeZone } from '../../src/domain/dates';

beforeAll(() => setCompanyTimeZone(DEFAULT_COMPANY_TIME_ZONE));
