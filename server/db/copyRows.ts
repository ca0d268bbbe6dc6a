/**
 * A whole query's rows read with `COPY (…) TO STDOUT` on PostgreSQL, for the CSV exports
 * (issue 18 §3): one statement streamed as tab-separated text instead of pages of rows in the row
 * protocol, whose per-row, per-field parsing was most of an export's reading. Each value is parsed
 * by the parser pg uses for its column's type in the row protocol (the types are read from the
 * query's row description), so the rows equal what the query gives through Kysely.
 *
 * COPY takes no bound parameters: they are written into its text as literals, escaped by pg.
 * The stream follows the reader (flat memory); a reader that stops early closes the connection,
 * which ends the statement in PostgreSQL.
 */
import type { CompiledQuery } from 'kysely';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { objectBuilder, type RowObject } from './rowObjects';

/** The query's rows in batches of up to `batchRows`, in its order. */
export type CopyRows = (query: CompiledQuery, batchRows: number) => AsyncGenerator<RowObject[]>;

const NEWLINE = 0x0a;
const NULL_FIELD = '\\N';
/** COPY's text format escapes (it writes no octal or hex ones). */
const ESCAPED = /\\(.)/g;
const UNESCAPED: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

const unescaped = (field: string) => (field.includes('\\') ? field.replace(ESCAPED, (_, char: string) => UNESCAPED[char] ?? char) : field);

/** A bound parameter as an SQL literal. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  throw new Error(`COPY: no literal for ${typeof value}`);
}

/** The statement's text with `$1`, `$2`, … (outside quotes) replaced by the parameters as literals. */
export function withLiterals({ sql, parameters }: CompiledQuery): string {
  let text = '';
  let quote = '';
  for (let index = 0; index < sql.length; index++) {
    const char = sql[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === '$' && /\d/.test(sql[index + 1] ?? '')) {
      const digits = /^\d+/.exec(sql.slice(index + 1))![0];
      const position = Number(digits);
      if (position < 1 || position > parameters.length) throw new Error(`COPY: no parameter $${digits}`);
      text += literal(parameters[position - 1]);
      index += digits.length;
      continue;
    }
    text += char;
  }
  return text;
}

export function copyRows(pool: pg.Pool): CopyRows {
  return async function* (query, batchRows) {
    const client = await pool.connect();
    let finished = false;
    try {
      // The rows as an index gives them in order, not sorted whole before the first is sent
      // (PostgreSQL chose to sort a year of rides first: 250 ms before the first byte).
      await client.query('begin');
      await client.query('set local enable_sort = off');
      // The columns' names and types, without reading a row.
      const { fields } = await client.query({ text: `select * from (${query.sql}) as q limit 0`, values: [...query.parameters] });
      const names = fields.map((field) => field.name);
      const parsers = fields.map((field) => pg.types.getTypeParser(field.dataTypeID, 'text') as (text: string) => unknown);
      const build = objectBuilder(names) ?? ((values: unknown[]) => Object.fromEntries(names.map((name, index) => [name, values[index]])));

      const stream = client.query(copyTo(`COPY (${withLiterals(query)}) TO STDOUT`));
      let rest: Buffer | undefined;
      let batch: RowObject[] = [];
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        // Rows end with a newline byte, which is never part of a multi-byte UTF-8 character.
        const bytes = rest ? Buffer.concat([rest, chunk]) : chunk;
        const end = bytes.lastIndexOf(NEWLINE);
        if (end === -1) {
          rest = bytes;
          continue;
        }
        rest = end + 1 < bytes.length ? bytes.subarray(end + 1) : undefined;
        const lines = bytes.toString('utf8', 0, end).split('\n');
        for (const line of lines) {
          const texts = line.split('\t');
          const values = new Array<unknown>(texts.length);
          for (let column = 0; column < texts.length; column++) {
            const text = texts[column];
            values[column] = text === NULL_FIELD ? null : parsers[column](unescaped(text));
          }
          batch.push(build(values));
          if (batch.length === batchRows) {
            yield batch;
            batch = [];
          }
        }
      }
      if (rest) throw new Error('COPY: the last row has no end');
      await client.query('commit');
      finished = true;
      if (batch.length) yield batch;
    } finally {
      // A COPY left midway (the download was cancelled, or failed) is ended with its connection.
      client.release(!finished);
    }
  };
}
