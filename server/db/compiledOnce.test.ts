/** A query compiled once and run with each call's values (./compiledOnce.ts). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledOnce, inList } from './compiledOnce';
import { openDatabase } from './database';
import type { Database } from './schema';

describe('queries compiled once', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sat-compiled-'));
  const database = openDatabase(`sqlite:${path.join(dir, 'compiled.sqlite')}`);
  afterAll(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const tools = (db: Kysely<Database>) => db as unknown as Kysely<{ tool: { id: number; name: string; site: number } }>;

  it('builds the query once and runs it with each call’s values', async () => {
    await sql`create table tool (id integer primary key, name text not null, site integer not null)`.execute(database.db);
    await sql`insert into tool (id, name, site) values (1, 'Młot', 1), (2, 'Łopata', 1), (3, 'Kilof', 2)`.execute(database.db);
    let builds = 0;
    const toolsOf = compiledOnce(['site', 'name'], (db, values) => {
      builds += 1;
      return tools(db)
        .selectFrom('tool')
        .select('id')
        .where('site', '=', values.site as never)
        .where('name', '!=', values.name)
        .orderBy('id');
    });
    expect(await toolsOf(database.db, { site: 1, name: 'Młot' })).toEqual([{ id: 2 }]);
    expect(await toolsOf(database.db, { site: 2, name: 'Młot' })).toEqual([{ id: 3 }]);
    expect(await toolsOf(database.db, { site: 1, name: 'nic' })).toEqual([{ id: 1 }, { id: 2 }]);
    expect(builds).toBe(1);
  });

  it('takes a list of values as one parameter', async () => {
    const named = compiledOnce(['ids', 'names'], (db, { ids, names }) =>
      tools(db)
        .selectFrom('tool')
        .select('id')
        .where(inList(db, 'id', ids))
        .where(inList(db, 'name', names))
        .orderBy('id'),
    );
    expect(await named(database.db, { ids: [1, 3], names: ['Młot', 'Kilof', 'Łopata'] })).toEqual([{ id: 1 }, { id: 3 }]);
    expect(await named(database.db, { ids: [2], names: ['Łopata'] })).toEqual([{ id: 2 }]);
    expect(await named(database.db, { ids: [], names: ['Łopata'] })).toEqual([]);
  });

  it('refuses a value that is not a whole parameter', async () => {
    const named = compiledOnce(['name'], (db, { name }) => tools(db).selectFrom('tool').select('id').where('name', 'like', `${name}%`));
    await expect(named(database.db, { name: 'M' })).rejects.toThrow('not a whole parameter');
  });
});
