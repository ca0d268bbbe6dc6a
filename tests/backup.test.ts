/**
 * Backups of the SQLite database (issue 28 §9): a backup taken while the server writes holds every
 * write acknowledged before it began, restores into a fresh server with every row and attachment
 * as it was, the daily schedule keeps its count, and a restore never replaces a served database.
 * PostgreSQL's backups are pg_dump's (README, "Backups").
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SQLite from '../server/db/sqliteDriver';
import { restoreSqlite, RestoreRefused } from '../server/backup/restore';
import { runDueBackup, type BackupSettings } from '../server/backup/schedule';
import { serverMarkOf } from '../server/backup/serverLock';
import { backupSqlite, listBackups } from '../server/backup/sqliteBackup';
import { ADMIN, startTestServer, type TestServer } from './helpers/server';
import { startServerProcess } from './helpers/processes';

const run = promisify(execFile);
const sqliteFile = (server: TestServer) => server.database.url.slice('sqlite:'.length);

/** Tables whose rows a running server changes on its own (sessions' last use, login throttling). */
const LIVE_TABLES = new Set(['session', 'login_failure']);

function tableRows(file: string): Map<string, unknown[]> {
  const connection = new SQLite(file, { readonly: true });
  try {
    const tables = connection
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all()
      .map((row) => (row as { name: string }).name);
    return new Map(tables.map((table) => [table, connection.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all()]));
  } finally {
    connection.close();
  }
}

describe('SQLite backups', () => {
  let server: TestServer;
  let dir: string;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sat-backup-'));
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes a backup while the server writes that holds every write acknowledged before it began, and restores it row for row', async () => {
    const site = (await server.admin.post('/api/site/', { name: 'Budowa S7', start_date: '2026-11-01', length: 12 })).body.id;
    const photo = Buffer.from('%PDF-1.4\n' + 'zawartość '.repeat(20_000) + '\n%%EOF\n');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'application/pdf' }), 'Faktura 7/2026.pdf');
    const basic = `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`;
    const uploaded = await fetch(`${server.url}/api/attachments/`, { method: 'POST', headers: { authorization: basic }, body: form });
    expect(uploaded.status).toBe(201);
    const attachment = (await uploaded.json()).id as number;

    // A writer acknowledging one material after another until told to stop.
    const acknowledged: { name: string; at: number }[] = [];
    let writing = true;
    const writer = (async () => {
      for (let index = 0; writing; index++) {
        const name = `Kruszywo ${index}`;
        const response = await server.admin.post('/api/material/', { name, site });
        expect(response.status).toBe(201);
        acknowledged.push({ name, at: Date.now() });
      }
    })();
    while (acknowledged.length < 50) await new Promise((resolve) => setTimeout(resolve, 10));

    const began = Date.now();
    const backup = await backupSqlite(sqliteFile(server), path.join(dir, 'during-writes.sqlite'));
    const writtenDuring = acknowledged.filter((write) => write.at > began).length;
    while (acknowledged.filter((write) => write.at > began).length < writtenDuring + 20) await new Promise((resolve) => setTimeout(resolve, 10));
    writing = false;
    await writer;
    expect(backup.bytes).toBeGreaterThan(photo.length);

    // Restored into a database of its own, served by a fresh server.
    const restoredFile = path.join(dir, 'restored', 'sat.sqlite');
    fs.mkdirSync(path.dirname(restoredFile));
    expect(restoreSqlite(backup.file, restoredFile)).toEqual({ replaced: null });
    const restored = await startServerProcess({ DATABASE_URL: `sqlite:${restoredFile}`, SEED_DEMO: 'false', ADMIN_PASSWORD: ADMIN.password });
    try {
      const materials = await fetch(`${restored.url}/api/material/?site=${site}`, { headers: { authorization: basic } });
      const names = new Set(((await materials.json()) as { name: string }[]).map((material) => material.name));
      const before = acknowledged.filter((write) => write.at <= began);
      expect(before.length).toBeGreaterThanOrEqual(50);
      expect(before.filter((write) => !names.has(write.name))).toEqual([]);
      // The writes kept coming after the backup began; those the backup holds are a prefix of them.
      expect(names.size).toBeLessThan(acknowledged.length);
      expect(acknowledged.slice(0, names.size).every((write) => names.has(write.name))).toBe(true);

      const file = await fetch(`${restored.url}/api/attachments/${attachment}`, { headers: { authorization: basic } });
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(photo)).toBe(true);
    } finally {
      await restored.stop();
    }

    // Every row the backup holds is the source's row as it is now (the later writes only added rows).
    const source = tableRows(sqliteFile(server));
    const copy = tableRows(backup.file);
    expect([...copy.keys()]).toEqual([...source.keys()]);
    for (const [table, rows] of copy) {
      if (LIVE_TABLES.has(table)) continue;
      expect(source.get(table)!.slice(0, rows.length), table).toEqual(rows);
    }
  });

  it('makes the day backup once from its hour on and keeps the newest BACKUP_KEEP', async () => {
    const settings: BackupSettings = { databaseFile: sqliteFile(server), dir: path.join(dir, 'daily'), hour: 2, keep: 2, zone: 'Europe/Warsaw' };
    // Company time is Warsaw (UTC+1 in November): 01:30 UTC is 02:30 there, 00:30 UTC is 01:30.
    expect(await runDueBackup(settings, Date.parse('2026-11-24T00:30:00Z'))).toBeNull();
    for (const day of ['24', '25', '26']) {
      expect(await runDueBackup(settings, Date.parse(`2026-11-${day}T01:30:00Z`))).not.toBeNull();
      expect(await runDueBackup(settings, Date.parse(`2026-11-${day}T09:00:00Z`))).toBeNull();
    }
    expect(listBackups(settings.dir)).toEqual(['sat-2026-11-25-023000.sqlite', 'sat-2026-11-26-023000.sqlite']);
    expect(await runDueBackup({ ...settings, keep: 0 }, Date.parse('2026-11-27T01:30:00Z'))).toBeNull();
  });

  it('refuses to restore over a database a server is running on, and a file that is no SAT backup', async () => {
    const databaseFile = path.join(dir, 'served', 'sat.sqlite');
    fs.mkdirSync(path.dirname(databaseFile));
    const backup = await backupSqlite(sqliteFile(server), path.join(dir, 'to-restore.sqlite'));
    const served = await startServerProcess({ DATABASE_URL: `sqlite:${databaseFile}`, SEED_DEMO: 'false', ADMIN_PASSWORD: ADMIN.password });
    try {
      expect(Number(fs.readFileSync(serverMarkOf(databaseFile), 'utf8'))).toBe(served.process.pid);
      const refused = await run(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts', 'restore', backup.file], {
        env: { ...process.env, DATABASE_URL: `sqlite:${databaseFile}` },
      }).catch((error: { code: number; stderr: string }) => error);
      expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining(`Restore refused: A SAT server (pid ${served.process.pid}) is running`) });
      // `npm run backup` while it serves.
      const backedUp = await run(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts', 'backup'], {
        env: { ...process.env, DATABASE_URL: `sqlite:${databaseFile}`, BACKUP_DIR: path.join(dir, 'by-hand') },
      });
      expect(backedUp.stdout).toMatch(/^Backup written: .*sat-\d{4}-\d{2}-\d{2}-\d{6}\.sqlite/);
      expect(listBackups(path.join(dir, 'by-hand'))).toHaveLength(1);
      // The served database is untouched: the server still answers with its own admin.
      const health = await fetch(`${served.url}/api/site/`, {
        headers: { authorization: `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}` },
      });
      expect(health.status).toBe(200);
    } finally {
      await served.stop();
    }
    expect(fs.existsSync(serverMarkOf(databaseFile))).toBe(false);

    const notSqlite = path.join(dir, 'notes.sqlite');
    fs.writeFileSync(notSqlite, 'to nie jest baza danych');
    expect(() => restoreSqlite(notSqlite, databaseFile)).toThrow(RestoreRefused);

    // With the server stopped the restore goes through and keeps the database it replaced.
    const { replaced } = restoreSqlite(backup.file, databaseFile);
    expect(replaced && fs.existsSync(replaced)).toBe(true);
    expect(tableRows(databaseFile).get('material')).toEqual(tableRows(backup.file).get('material'));
  });
});
