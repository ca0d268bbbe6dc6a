/**
 * The daily maintenance digest (issue 15 §4) against a local SMTP sink (smtp-server): at a fixed
 * "now" the site's managers with an e-mail get one Polish message listing what is overdue and due;
 * nothing before DIGEST_HOUR, nothing a second time that day (another process claimed it), nothing
 * without SMTP_URL.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueDigests } from '../../server/maintenance/digest';
import { testDialects } from '../helpers/databases';
import { buildCompany, type Company } from '../helpers/fixtures';
import { startTestServer, type TestServer } from '../helpers/server';

interface Received {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/** 25.11.2026 07:30 in Warsaw (CET). */
const NOW = Date.parse('2026-11-25T06:30:00.000Z');

describe.each(testDialects)('maintenance digest on %s', (dialect) => {
  let server: TestServer;
  let company: Company;
  let sink: SMTPServer;
  let smtpUrl: string;
  const received: Received[] = [];

  beforeAll(async () => {
    sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    const address = sink.server.address();
    smtpUrl = `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    server = await startTestServer(dialect);
    company = await buildCompany(server.admin);
    const { admin } = server;
    const roles = (await admin.get('/api/person-roles/')).body as Array<{ id: number; name: string }>;
    const manager = roles.find((role) => role.name === 'Kierownik budowy')!.id;
    const person = (username: string, email: string | null, role: number, site = company.site) =>
      admin.post('/api/users/', { username, password: 'haslo-kierownika', first_name: 'Anna', last_name: username, role, site, email });
    expect((await person('nowak', 'anna.nowak@example.com', manager)).status).toBe(201);
    expect((await person('bez-maila', null, manager)).status).toBe(201);
    // A driver with an e-mail and a manager of another site get nothing.
    expect((await person('kierowca', 'kierowca@example.com', company.role)).status).toBe(201);
    expect((await person('inna', 'inna@example.com', manager, company.otherSite)).status).toBe(201);
    const bad = await person('zly-mail', 'to nie jest adres', manager);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['email']);

    await admin.post('/api/vehicle-document/', { vehicle: company.truck, kind: 'oc', number: 'OC/77', valid_from: '2025-11-20', valid_until: '2026-11-20' });
    await admin.post('/api/vehicle-document/', { vehicle: company.tanker, kind: 'inspection', valid_from: '2025-12-10', valid_until: '2026-12-10' });
    await admin.post('/api/service-plan/', { name: 'Przegląd okresowy', vehicle_type: 'TRUCK', interval_months: 12 });
    await admin.post('/api/service-record/', { vehicle: company.truck, date: '2025-11-01', reading: 1000 });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  });

  const config = () => ({ smtpUrl, digestFrom: 'SAT <sat@example.com>', digestHour: 6, documentWarningDays: 30, companyTimeZone: 'Europe/Warsaw' });

  it('sends nothing without SMTP_URL or before the hour', async () => {
    expect(await sendDueDigests(server.database.db, { ...config(), smtpUrl: undefined }, NOW)).toEqual([]);
    expect(await sendDueDigests(server.database.db, config(), Date.parse('2026-11-25T04:59:00.000Z'))).toEqual([]);
    expect(received).toHaveLength(0);
  });

  it("sends the site's managers one Polish message listing what is overdue and due, once a day", async () => {
    const sent = await sendDueDigests(server.database.db, config(), NOW);
    expect(sent.filter((item) => item.site === company.site).map((item) => item.recipients)).toEqual([['anna.nowak@example.com']]);
    const message = received.find((mail) => mail.to.includes('anna.nowak@example.com'))!;
    expect(message.from).toBe('sat@example.com');
    expect(message.to).toEqual(['anna.nowak@example.com']);
    const siteName = (await server.admin.get(`/api/site/${company.site}/`)).body.name;
    expect(message.subject).toBe(`SAT: ${siteName}: 2 po terminie, 1 wkrótce (25.11.2026)`);
    const truck = (await server.admin.get(`/api/vehicle/${company.truck}/`)).body;
    const tanker = (await server.admin.get(`/api/vehicle/${company.tanker}/`)).body;
    expect(message.text).toContain(`Serwis i terminy na budowie ${siteName}, stan na 25.11.2026.`);
    expect(message.text).toContain('Po terminie (2):');
    expect(message.text).toContain(`- ${truck.fleet_number} ${truck.registration_number} (Volvo FMX 460): Przegląd okresowy, termin minął 01.11.2026`);
    expect(message.text).toContain(`- ${truck.fleet_number} ${truck.registration_number}: Ubezpieczenie OC nr OC/77, wygasł 20.11.2026`);
    expect(message.text).toContain('Wkrótce (w ciągu 30 dni) (1):');
    expect(message.text).toContain(`- ${tanker.fleet_number} ${tanker.registration_number}: Przegląd techniczny, ważny do 10.12.2026 (za 15 dni)`);

    const count = received.length;
    // A second process (or the next check) the same day finds the site's day claimed.
    expect(await sendDueDigests(server.database.db, config(), NOW + 3600_000)).toEqual([]);
    expect(received).toHaveLength(count);
    const claims = await server.database.db.selectFrom('maintenance_digest').selectAll().where('site', '=', company.site).execute();
    expect(claims).toMatchObject([{ day: '2026-11-25', recipients: 1 }]);
    expect(claims[0].sent_at).not.toBeNull();
  });

  it('sends one message when two workers check at the same time', async () => {
    const nextDay = NOW + 86_400_000;
    const before = received.length;
    const [first, second] = await Promise.all([sendDueDigests(server.database.db, config(), nextDay), sendDueDigests(server.database.db, config(), nextDay)]);
    expect([...first, ...second].filter((item) => item.site === company.site)).toHaveLength(1);
    expect(received.slice(before).filter((mail) => mail.to.includes('anna.nowak@example.com'))).toHaveLength(1);
  });
});
