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
const TAB = 0x09;
const BACKSLASH = 0x5c;
const CAPITAL_N = 0x4e;
const MINUS = 0x2d;
const ZERO = 0x30;
/** COPY's text format escapes (it writes no octal or hex ones). */
const ESCAPED = /\\(.)/g;
const UNESCAPED: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

const unescaped = (field: string) => field.replace(ESCAPED, (_, char: string) => UNESCAPED[char] ?? char);

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

/** How a column's text is read: int2 and int4 from their digits (a number, as pg's parser gives), others by pg's parser for the type. */
type ColumnReader = { integer: true } | { integer: false; parse: (text: string) => unknown };

const fieldError = (column: number) => new Error(`COPY: column ${column + 1} of a row is not as its type is written`);

/**
 * Reads the rows of `bytes` before `end` (just past a row's newline) straight from the bytes and
 * gives each to `add`: integers are summed from their digits and text is decoded field by field,
 * so no string is made for the line or for a number (splitting the text at newlines and tabs,
 * then parsing each integer's text, was most of reading a year of rides).
 */
function rowReader(fields: Array<{ name: string; dataTypeID: number }>) {
  const readers = fields.map(({ dataTypeID }): ColumnReader =>
    dataTypeID === pg.types.builtins.INT4 || dataTypeID === pg.types.builtins.INT2
      ? { integer: true }
      : { integer: false, parse: pg.types.getTypeParser(dataTypeID, 'text') as (text: string) => unknown },
  );
  const names = fields.map((field) => field.name);
  const build = objectBuilder(names) ?? ((values: unknown[]) => Object.fromEntries(names.map((name, index) => [name, values[index]])));
  const last = readers.length - 1;
  const values = new Array<unknown>(readers.length);
  return (bytes: Buffer, end: number, add: (row: RowObject) => void) => {
    let index = 0;
    while (index < end) {
      for (let column = 0; column <= last; column++) {
        const stop = column === last ? NEWLINE : TAB;
        const reader = readers[column];
        let byte = bytes[index];
        // `\N` alone is null (a text `\N` is written `\\N`).
        if (byte === BACKSLASH && bytes[index + 1] === CAPITAL_N && bytes[index + 2] === stop) {
          values[column] = null;
          index += 3;
          continue;
        }
        if (reader.integer) {
          const negative = byte === MINUS;
          if (negative) byte = bytes[++index];
          let value = 0;
          let digits = 0;
          let digit = byte - ZERO;
          while (digit >= 0 && digit <= 9) {
            value = value * 10 + digit;
            digits++;
            byte = bytes[++index];
            digit = byte - ZERO;
          }
          if (byte !== stop || digits === 0) throw fieldError(column);
          values[column] = negative ? -value : value;
        } else {
          // Tabs, newlines and backslashes inside a value are written escaped (`\t`, `\n`, `\\`).
          const start = index;
          let escaped = false;
          let ascii = true;
          while (byte !== TAB && byte !== NEWLINE && byte !== undefined) {
            if (byte === BACKSLASH) {
              escaped = true;
              index++;
            } else if (byte >= 0x80) ascii = false;
            byte = bytes[++index];
          }
          if (byte !== stop) throw fieldError(column);
          const text = bytes.toString(ascii ? 'latin1' : 'utf8', start, index);
          values[column] = reader.parse(escaped ? unescaped(text) : text);
        }
        index++;
      }
      add(build(values));
    }
  };
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
      const read = rowReader(fields);

      const stream = client.query(copyTo(`COPY (${withLiterals(query)}) TO STDOUT`));
      let rest: Buffer | undefined;
      let batch: RowObject[] = [];
      let full: RowObject[][] = [];
      const add = (row: RowObject) => {
        batch.push(row);
        if (batch.length === batchRows) {
          full.push(batch);
          batch = [];
        }
      };
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        // Rows end with a newline byte, which is never part of a multi-byte UTF-8 character.
        const bytes = rest ? Buffer.concat([rest, chunk]) : chunk;
        const end = bytes.lastIndexOf(NEWLINE);
        if (end === -1) {
          rest = bytes;
          continue;
        }
        rest = end + 1 < bytes.length ? bytes.subarray(end + 1) : undefined;
        read(bytes, end + 1, add);
        for (const rows of full) yield rows;
        full = [];
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
