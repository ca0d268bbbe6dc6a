/**
 * Every server feature is a Fastify plugin (the fastify/demo shape): its routes.ts exports one,
 * registered by app.ts with the database and the settings; its SQL lives in its repository.ts.
 * Its routes' zod schemas type what the handlers read (server/http/schemas.ts).
 */
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Db } from '../db/database';

export interface FeatureOptions {
  database: Db;
  config: Config;
}

export type Feature = FastifyPluginAsyncZod<FeatureOptions>;

/** The app as a feature's routes see it: requests typed by their zod schemas. */
export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
