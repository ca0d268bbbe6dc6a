/**
 * The company's time zone on every request (issue 29 §5): app.ts sets it from the configuration,
 * and what runs for a request without its feature's settings at hand reads it there: the CRUD
 * engine's writes, their hooks and change history (run by server/imports' writes too).
 */
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The company's time zone (config.companyTimeZone). */
    companyTimeZone: string;
  }
}

export function registerCompanyTimeZone(app: FastifyInstance, zone: string): void {
  app.decorateRequest('companyTimeZone', zone);
}
