/** The SAT server as one Fastify app: auth, the registry's resources, the special routes, the built app. */
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'kysely';
import { accountRoutes } from './accounts/routes';
import { activityRoutes } from './activity/routes';
import { registerAuthHook } from './auth/authHook';
import { authRoutes } from './auth/routes';
import { sessionLimits, type Config } from './config';
import type { Db } from './db/database';
import { errorAnswer } from './http/errorAnswer';
import { serveAppFiles } from './http/appFiles';
import { openApiTransform, validatorCompiler } from './http/validation';
import { exportRoutes } from './exports/routes';
import { fieldDataRoutes } from './fieldData/routes';
import { checkRoutes } from './checks/routes';
import { gpsRoutes } from './gps/routes';
import { traccarRoutes } from './gps/traccarRoutes';
import { fleetRoutes } from './fleet/routes';
import { employeeRoutes } from './employees/routes';
import { employeeWriter } from './employees/writes';
import { reportRoutes } from './reports/routes';
// Fuel anomalies (issue 13 §2).
import { anomalyRoutes } from './anomalies/routes';
import { siteTimeRoutes } from './siteTime/routes';
import { workTimeRoutes } from './workTime/routes';
import { fuelSettlementRoutes } from './fuelSettlement';
import { workCardsRoutes } from './workCards/routes';
import { mileageRoutes } from './mileage';
import { attachmentRoutes } from './attachments/routes';
import { maintenanceRoutes } from './maintenance/routes';
import { repairRoutes } from './repairs/routes';
import { historyRoutes } from './audit/routes';
import { importRoutes } from './imports/routes';
import { fuelStatementRoutes, statementImportCompanions } from './fuelStatements';
import { registerIdempotency } from './idempotency/keys';
import { crudRoutes } from './crud/plugin';
import { meterReadingWriteHooks } from './meterReadings';
import { demoSimulation } from './demo/simulator';
import { registerSecurityHeaders } from './security/headers';
import { registerCompanyTimeZone } from './http/companyTimeZone';

export async function buildApp(database: Db, config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: process.env.LOG_LEVEL === 'silent' ? false : { level: process.env.LOG_LEVEL ?? 'warn' },
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 5 * 1024 * 1024,
  });

  // The trackers' own port (config.trackerPort) answers the trackers' routes and the health check only.
  if (config.trackersOnly)
    app.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config?.forTrackers || request.routeOptions.url === '/api/health') done();
      else reply.code(404).send();
    });

  // Each route's zod schemas check its request (Polish answers, server/http/schemas.ts) and write the API document.
  app.setValidatorCompiler(validatorCompiler);

  app.setErrorHandler((error, request, reply) => {
    const { status, body } = errorAnswer(error, request.log);
    return reply.code(status).send(body);
  });

  await registerSecurityHeaders(app, config.tileUrl);
  await app.register(cookie);
  // gzip level 3: half the CPU of the default level 6 on list JSON, for ~15 % more bytes. Answers
  // under 8 KB (a list page of 10–50 rows) go as they are: a few packets either way, and
  // compressing them cost 8 % of a rides page request. Answers made whole in memory up to 1 MB
  // (a week's whole array is 250 KB) are compressed in one call: through a stream (the plugin's
  // way above 8 KB on two cores) the same bytes cost ~30 % more CPU, and the zlib thread gives
  // nothing back when the server's processes already use every core. Streams (CSV exports) stay streams.
  // Brotli, which browsers ask for first, at quality 1: on the week's whole array (270 KB) 0.24 ms
  // of CPU for 16.8 KB, against the plugin's default quality 4 at 1.0 ms for 14.5 KB and gzip 3 at
  // 0.61 ms for 18.1 KB (issue 34 §2).
  await app.register(compress, {
    global: true,
    threshold: 8192,
    syncThreshold: 1024 * 1024,
    zlibOptions: { level: 3 },
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'SAT API', version: '1.0.0', description: 'Fleet, fuel and construction-site back-office' },
      components: {
        securitySchemes: {
          basic: { type: 'http', scheme: 'basic' },
          session: { type: 'apiKey', in: 'cookie', name: 'sat_session' },
        },
      },
      security: [{ basic: [] }, { session: [] }],
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...(route.config as object), public: true };
  });

  // The CRUD engine's writes and their history read the company's zone from the request.
  registerCompanyTimeZone(app, config.companyTimeZone);
  registerAuthHook(app, database.db, sessionLimits(config));
  // Idempotency-Key on every unsafe request (uploads included: their bytes are read first).
  registerIdempotency(app, database.db, { maxBodyBytes: Math.max(5 * 1024 * 1024, config.attachmentMaxBytes + 1024 * 1024) });

  app.get(
    '/api/health',
    { config: { public: true }, schema: { tags: ['health'], summary: 'Database reachable (200) or not (503)' } },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(database.db);
        return { status: 'ok' };
      } catch {
        return reply.code(503).send({ status: 'unavailable' });
      }
    },
  );
  app.get('/api/config/', { config: { public: true }, schema: { tags: ['health'], summary: 'Settings the app needs before login' } }, async () => ({
    tileUrl: config.tileUrl,
    timeZone: config.companyTimeZone,
    // Issue 15 §1: the lists colour documents' days left within this window.
    documentWarningDays: config.documentWarningDays,
    // Issue 31 §5: how long raw positions are kept, told where an administrator exports them.
    positionRetentionDays: config.positionRetentionDays,
  }));

  // Every feature a plugin (server/http/feature.ts), in the order the API document lists them.
  const features = [
    authRoutes,
    employeeRoutes,
    // The registry's resources: the generic CRUD engine, and archive instead of delete (issue 16 §3).
    // Fuelings record their meter readings, and readings are checked against the previous one (issue 30).
    crudRoutes(meterReadingWriteHooks),
    // The field app's fuelings record their meter readings as the dashboard's do.
    fieldDataRoutes(meterReadingWriteHooks),
    // Pre-shift checks from the field app (issue 30).
    checkRoutes,
    // Traccar Client and trackers: /api/osmand (issue 31).
    gpsRoutes,
    // Traccar's forwarding (issue 31 §2).
    traccarRoutes,
    activityRoutes,
    // The fleet live: the fleet map and the changes the live maps poll (issue 31 §3).
    fleetRoutes,
    exportRoutes,
    // Spreadsheets imported into the registry's resources (issue 32 §1); a statement's import is undone with its transactions.
    importRoutes(meterReadingWriteHooks, { employees: employeeWriter }, statementImportCompanions),
    // Fuel-card statements as station fuelings (issue 32 §2).
    fuelStatementRoutes(meterReadingWriteHooks),
    reportRoutes,
    // Fuel anomalies (issue 13 §2).
    anomalyRoutes,
    // Where the sites are: time on sites, position anomalies, working hours (issue 31 §4).
    siteTimeRoutes,
    // The working-time register and the night (issue 33 §1).
    workTimeRoutes,
    // Fuel settled against the norms (issue 33 §2).
    fuelSettlementRoutes,
    // Work cards: karta drogowa, karta pracy sprzętu (issue 33 §3).
    workCardsRoutes,
    // The VAT mileage register (issue 33 §4).
    mileageRoutes,
    // Attachments of file fields (issue 14 §4).
    attachmentRoutes,
    // Maintenance: what is due, documents ending (issue 15 §2, §4).
    maintenanceRoutes,
    // Repair requests as a workflow (issue 15 §3).
    repairRoutes,
    // Change history (issue 16 §2).
    historyRoutes,
    // Accounts and their rights (issue 16 §1).
    accountRoutes,
    // The demo company at work while the server runs (issue 28 §8).
    demoSimulation,
  ];
  for (const feature of features) await app.register(feature, { database, config });

  await serveAppFiles(app, config.staticDir);
  return app;
}
