/** Server settings from the environment, read once at start. */
import os from 'node:os';
import { DEFAULT_COMPANY_TIME_ZONE, isTimeZone } from '../src/domain/dates';

export interface Config {
  /** Server processes sharing the port (Node runs JavaScript on one core per process). */
  workers: number;
  port: number;
  /**
   * A port of its own for trackers (TRACKER_PORT, e.g. Traccar's 5055): the OsmAnd and Traccar
   * routes served there by TRACKER_WORKERS processes of lower CPU priority, so that thousands of
   * devices posting do not queue the dashboard's requests (issue 34 §5). Unset: trackers post to
   * `port` with everyone else.
   */
  trackerPort: number | undefined;
  trackerWorkers: number;
  /** This process serves the trackers' port only (set by the primary for the processes it forks for it). */
  trackersOnly: boolean;
  host: string;
  databaseUrl: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** Where the built app lives. */
  staticDir: string;
  /** Sessions end after this long without a request… */
  sessionIdleMs: number;
  /** …and after this long in any case. */
  sessionMaxMs: number;
  /** The field app's sessions end after this long, idle or not (FIELD_SESSION_DAYS). */
  fieldSessionMs: number;
  /** Secure cookies (behind HTTPS); "auto" follows the request's protocol. */
  cookieSecure: boolean | 'auto';
  /** Trust X-Forwarded-* from a load balancer. */
  trustProxy: boolean;
  /** Map tile URL template handed to the app. */
  tileUrl: string;
  /** The IANA zone of every date and time shown, typed, filtered and exported. */
  companyTimeZone: string;
  /** The largest attachment (file or photo) accepted by an upload, in bytes (ATTACHMENT_MAX_MB). */
  attachmentMaxBytes: number;
  /** Days before a document's end (or a service's date) when lists and reminders start warning (DOCUMENT_WARNING_DAYS). */
  documentWarningDays: number;
  /** Where the daily maintenance digest is sent through (SMTP_URL, e.g. smtp://user:pass@host:587); none: no e-mail. */
  smtpUrl: string | undefined;
  /** The digest's sender (DIGEST_FROM). */
  digestFrom: string;
  /** The company hour (0–23, COMPANY_TIME_ZONE) from which each day's digest is sent (DIGEST_HOUR). */
  digestHour: number;
  /** Days the change history keeps its rows (HISTORY_RETENTION_DAYS); older ones are purged at start and daily. */
  historyRetentionDays: number;
  /** Days raw GPS positions are kept (POSITION_RETENTION_DAYS, server/gps/retention.ts); ride distances stay. */
  positionRetentionDays: number;
  /** SQLite: the folder of the daily backups (BACKUP_DIR; default `backups/` beside the database file). */
  backupDir: string | undefined;
  /** SQLite: the company hour (0–23) from which each day's backup is made (BACKUP_HOUR). */
  backupHour: number;
  /** SQLite: daily backups kept, the oldest deleted beyond it (BACKUP_KEEP); 0: no daily backup. */
  backupKeep: number;
  /** Seconds between two steps of the demo company at work (DEMO_STEP_SECONDS, server/demo/); 0: the demo stands still. */
  demoStepSeconds: number;
}

const isPostgres = (url: string | undefined) => Boolean(url && /^postgres(ql)?:/.test(url));

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function positiveNumber(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
}

/** A whole number setting within [min, max]; `fallback` when unset; a wrong value stops the start with its name. */
function wholeNumber(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new Error(`${name}: "${value}" is not a whole number from ${min} to ${max}`);
  return number;
}

function timeZone(value: string | undefined): string {
  if (value === undefined || value === '') return DEFAULT_COMPANY_TIME_ZONE;
  if (!isTimeZone(value)) throw new Error(`COMPANY_TIME_ZONE: "${value}" is not an IANA time zone (e.g. Europe/Warsaw)`);
  return value;
}

/** The limits of each kind of session: the dashboard's, and the field app's (one limit, idle or not). */
export const sessionLimits = (config: Config) => ({
  dashboard: { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs },
  field: { idleMs: config.fieldSessionMs, maxMs: config.fieldSessionMs },
});

/** TRACKER_PORT: unset, or a port other than `port` (the same one would hand the dashboard's connections to the trackers' processes). */
function trackerPort(value: string | undefined, port: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const chosen = wholeNumber('TRACKER_PORT', value, 0, 1, 65535);
  if (chosen === port) throw new Error(`TRACKER_PORT: ${chosen} is PORT too; trackers need a port of their own`);
  return chosen;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const secure = env.COOKIE_SECURE?.toLowerCase();
  const port = positiveNumber(env.PORT, 8080);
  return {
    workers: Math.max(1, Math.floor(positiveNumber(env.WORKERS, Math.min(os.availableParallelism(), 8)))),
    port,
    trackerPort: trackerPort(env.TRACKER_PORT, port),
    trackerWorkers: wholeNumber('TRACKER_WORKERS', env.TRACKER_WORKERS, 1, 1, 8),
    trackersOnly: env.SAT_SERVES === 'trackers',
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: flag(env.SEED_DEMO, !isPostgres(databaseUrl)),
    staticDir: env.STATIC_DIR ?? 'dist',
    sessionIdleMs: positiveNumber(env.SESSION_IDLE_HOURS, 8) * 3600_000,
    sessionMaxMs: positiveNumber(env.SESSION_MAX_DAYS, 7) * 86400_000,
    fieldSessionMs: positiveNumber(env.FIELD_SESSION_DAYS, 30) * 86400_000,
    cookieSecure: secure === undefined || secure === 'auto' ? 'auto' : flag(secure, false),
    trustProxy: flag(env.TRUST_PROXY, false),
    tileUrl: env.TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    companyTimeZone: timeZone(env.COMPANY_TIME_ZONE),
    attachmentMaxBytes: Math.round(positiveNumber(env.ATTACHMENT_MAX_MB, 10) * 1024 * 1024),
    documentWarningDays: wholeNumber('DOCUMENT_WARNING_DAYS', env.DOCUMENT_WARNING_DAYS, 30, 0, 365),
    smtpUrl: env.SMTP_URL || undefined,
    digestFrom: env.DIGEST_FROM || 'SAT <sat@localhost>',
    digestHour: wholeNumber('DIGEST_HOUR', env.DIGEST_HOUR, 6, 0, 23),
    historyRetentionDays: wholeNumber('HISTORY_RETENTION_DAYS', env.HISTORY_RETENTION_DAYS, 730, 1, 36500),
    positionRetentionDays: wholeNumber('POSITION_RETENTION_DAYS', env.POSITION_RETENTION_DAYS, 90, 1, 36500),
    backupDir: env.BACKUP_DIR || undefined,
    backupHour: wholeNumber('BACKUP_HOUR', env.BACKUP_HOUR, 2, 0, 23),
    backupKeep: wholeNumber('BACKUP_KEEP', env.BACKUP_KEEP, 7, 0, 3650),
    demoStepSeconds: wholeNumber('DEMO_STEP_SECONDS', env.DEMO_STEP_SECONDS, 45, 0, 3600),
  };
}
