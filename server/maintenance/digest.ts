/**
 * The daily maintenance digest (issue 15 §4): from DIGEST_HOUR on each company day, every site's
 * managers (people of the site whose role is a manager's, "Kierownik…", with an e-mail) get one
 * message listing what is overdue and what falls due within the warning window, sent through
 * SMTP_URL; nothing is sent while it is unset. Each server process checks every few minutes; a
 * site's day is claimed by inserting its row into maintenance_digest (primary key site + day), so
 * of several processes exactly one sends it. A failed sending gives the claim back for a retry.
 * It also lists the position anomalies of the site's vehicles on the previous company day (issue
 * 31 §4: a machine leaving its site or moving outside working hours), the last whole day, so each
 * is mentioned once; a day with only such anomalies is sent too.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { companyWallClock } from '../../src/domain/dates';
import { digestMessage } from '../../src/domain/maintenance/digestText';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { companyDayOf } from '../crud/companyDay';
import { siteDayPositionAnomalies } from '../siteTime';
import { maintenanceDueReport } from './due';

/** Roles whose people receive their site's digest: names containing this, case-insensitive. */
export const MANAGER_ROLE_MARK = 'kierownik';

const CHECK_EVERY_MS = 5 * 60_000;

type DigestConfig = Pick<Config, 'smtpUrl' | 'digestFrom' | 'digestHour' | 'documentWarningDays' | 'companyTimeZone'>;

export interface DigestSent {
  site: number;
  recipients: string[];
  subject: string;
}

async function managerEmails(db: Kysely<Database>, site: number): Promise<string[]> {
  const rows = await db
    .selectFrom('person')
    .innerJoin('role', 'role.id', 'person.role')
    .select(['person.email', 'role.name'])
    .where('person.site', '=', site)
    .where('person.email', 'is not', null)
    .orderBy('person.id')
    .execute();
  return [...new Set(rows.filter((row) => row.name.toLowerCase().includes(MANAGER_ROLE_MARK)).map((row) => row.email!))];
}

/** Claims a site's day; false when another process already has. */
async function claim(db: Kysely<Database>, site: number, day: string, now: number): Promise<boolean> {
  const claimed = await db
    .insertInto('maintenance_digest')
    .values({ site, day, claimed_at: new Date(now).toISOString(), sent_at: null, recipients: 0 })
    .onConflict((conflict) => conflict.columns(['site', 'day']).doNothing())
    .returning('site')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The company day before `day` (yyyy-MM-dd): the whole day whose position anomalies a digest lists. */
function previousCompanyDay(day: string) {
  const date = new Date(`${day}T12:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  const text = date.toISOString().slice(0, 10);
  return { text, day: { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() } };
}

/**
 * Sends the digests due at `now` (none before DIGEST_HOUR, none without SMTP_URL, one per site and
 * company day at most) and returns what was sent.
 */
export async function sendDueDigests(db: Kysely<Database>, config: DigestConfig, now = Date.now()): Promise<DigestSent[]> {
  const zone = config.companyTimeZone;
  if (!config.smtpUrl || companyWallClock(now, zone).hour < config.digestHour) return [];
  const day = companyDayOf(zone, now);
  const yesterday = previousCompanyDay(day);
  const transport = nodemailer.createTransport(config.smtpUrl);
  const sent: DigestSent[] = [];
  try {
    for (const site of await db.selectFrom('site').select(['id', 'name']).orderBy('id').execute()) {
      const recipients = await managerEmails(db, site.id);
      if (!recipients.length) continue;
      const positions = { day: yesterday.text, anomalies: await siteDayPositionAnomalies(db, site.id, yesterday.day, zone) };
      const message = digestMessage(site.name, await maintenanceDueReport(db, site.id, config.documentWarningDays, zone, now), zone, positions);
      if (!message || !(await claim(db, site.id, day, now))) continue;
      try {
        await transport.sendMail({ from: config.digestFrom, to: recipients, subject: message.subject, text: message.text });
      } catch (error) {
        await db.deleteFrom('maintenance_digest').where('site', '=', site.id).where('day', '=', day).execute();
        throw error;
      }
      await db
        .updateTable('maintenance_digest')
        .set({ sent_at: new Date().toISOString(), recipients: recipients.length })
        .where('site', '=', site.id)
        .where('day', '=', day)
        .execute();
      sent.push({ site: site.id, recipients, subject: message.subject });
    }
  } finally {
    transport.close();
  }
  return sent;
}

/** Checks every few minutes while the app runs (only when SMTP_URL is set). */
export function scheduleDigests(app: FastifyInstance, db: Kysely<Database>, config: DigestConfig) {
  if (!config.smtpUrl) return;
  let timer: NodeJS.Timeout | undefined;
  const check = () => sendDueDigests(db, config).catch((error) => app.log.warn({ err: error }, 'maintenance digest failed'));
  app.addHook('onReady', async () => {
    timer = setInterval(check, CHECK_EVERY_MS).unref();
    void check();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
