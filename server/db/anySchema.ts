/**
 * The database as the registry sees it. The registry's tables and columns are known at run time
 * only (src/domain/resources: the CRUD engine names them as strings), and a migration must not
 * depend on today's schema (Kysely's advice), so these handles are untyped: the one place where
 * the server says `any` about its tables. Tables the server knows at compile time are typed by
 * server/db/schema.ts's `Database`.
 */
import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables named at run time (see above): Kysely cannot type them
export type AnySchema = any;

/** A database (or transaction) handle for the registry's tables. */
export type AnyDb = Kysely<AnySchema>;

/** A select over the registry's tables. */
export type AnyQuery = SelectQueryBuilder<AnySchema, AnySchema, AnySchema>;

/** An expression builder over the registry's tables. */
export type AnyExpressionBuilder = ExpressionBuilder<AnySchema, AnySchema>;
