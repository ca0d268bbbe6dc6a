/**
 * What a feature adds to the generic writes of a registry resource (server/app.ts hands them to
 * the CRUD engine, which imports no feature): each runs in the write's transaction, so a refusal
 * (an HttpError) stores nothing.
 */
import type { FastifyRequest } from 'fastify';
import type { AnyDb } from '../db/anySchema';

export interface WriteHooks {
  /** After a create or update stored the row (`row`: as the API reads it), before its history. */
  stored?: (trx: AnyDb, request: FastifyRequest, id: number, row: Record<string, unknown>) => Promise<void>;
  /** Before a row is deleted. */
  deleting?: (trx: AnyDb, request: FastifyRequest, id: number) => Promise<void>;
}

/** Hooks per registry resource name. */
export type ResourceWriteHooks = Readonly<Record<string, WriteHooks>>;
