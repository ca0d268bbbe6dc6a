/**
 * Every server feature is a Fastify plugin (the fastify/demo shape): its routes.ts exports one,
 * registered by app.ts with the database and the settings; its SQL lives in its repository.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';

export interface FeatureOptions {
  database: Db;
  config: Config;
}

export type Feature = FastifyPluginAsync<FeatureOptions>;
