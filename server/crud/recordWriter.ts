/**
 * How a resource's rows are written by code other than its own routes (an import of a file and its
 * undoing, server/imports): the CRUD engine's create, update and delete paths with all their
 * checks, hooks and history by default; a resource with routes of its own (employees and their
 * logins) gives its own writer from the composition root (server/app.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { ResourceSpec } from '../../src/domain/resources';
import type { AnyDb } from '../db/anySchema';
import { createRecord, deleteRecord, updateRecord, type WriteOptions } from './routes';
import { tableShape, type TableShape } from './tableShape';
import type { WriteHooks } from './writeHooks';

type Row = Record<string, unknown>;

export interface RecordWriter {
  /** How the resource's rows are read as the API gives them. */
  shape: TableShape;
  create(trx: AnyDb, request: FastifyRequest, values: Row, options: WriteOptions): Promise<number>;
  update(trx: AnyDb, request: FastifyRequest, id: number, values: Row, options: WriteOptions): Promise<void>;
  remove(trx: AnyDb, request: FastifyRequest, id: number, options: WriteOptions): Promise<void>;
  /** Values a new row gets when a file leaves them out, before it is checked (an employee's unusable password). */
  completeNew?(values: Row): Row;
  /** The stored row holding `values` of the key `fields`, when a key field is no column of the resource's table (an employee's login). */
  findByKey?(trx: AnyDb, fields: readonly string[], values: Row): Promise<number | null>;
}

/** The CRUD engine's writer of `spec`. */
export const crudWriter = (spec: ResourceSpec, hooks: WriteHooks = {}): RecordWriter => {
  const shape = tableShape(spec);
  return {
    shape,
    create: (trx, request, values, options) => createRecord(trx, request, spec, shape, values, hooks, options),
    update: (trx, request, id, values, options) => updateRecord(trx, request, spec, shape, id, values, hooks, options),
    remove: (trx, request, id, options) => deleteRecord(trx, request, spec, shape, id, hooks, options),
  };
};
