// @vitest-environment jsdom
/**
 * "Adding a resource" (README): one declaration in the registry and the migration generated from
 * it give a new resource its API, menu entry, list, search, create, edit and delete — no other
 * code. The throwaway `tools` declaration is added to the registry, `generateMigration` (what
 * `npm run db:migration -- tools` runs) writes its migration into a temporary folder, and a fresh
 * server on each database runs it; the app then runs against that server.
 */
import '../../src/test/domSetup';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Migration } from 'kysely';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resourceList, resources, type ResourceSpec } from '../../src/domain/resources';
import { migrations } from '../../server/db/migrations';
import { generateMigration, runMigrations } from '../../server/db/migrationGenerator';
import { testDialects } from '../helpers/databases';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { tools } from './toolsResource';

// The one declaration…
(resources as Record<string, ResourceSpec>).tools = tools;
resourceList.push(tools);

interface Tool {
  id: number;
  name: string;
  site: number | null;
}

/** A folder inside the repository, so that the generated file resolves `kysely`. */
const generatedDirectory = fs.mkdtempSync(path.join(import.meta.dirname, '.generated-'));
let toolsMigration: Record<string, Migration>;
let renderApp: typeof import('../../src/test/renderApp').renderApp;
let apiBackend: () => import('../../src/admin/backend').Backend;
const realFetch = globalThis.fetch;
const basic = `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`;

beforeAll(async () => {
  // …and the one migration, generated from it.
  const generated = await generateMigration({ name: 'tools', specs: resourceList, migrations, directory: generatedDirectory });
  expect(generated.comparison).toEqual({ changes: [expect.objectContaining({ kind: 'createTable' })], problems: [] });
  toolsMigration = { [generated.name!]: await import(/* @vite-ignore */ generated.file!) };
  // The app's modules read the registry when they load: import them once it holds the tools.
  ({ renderApp } = await import('../../src/test/renderApp'));
  const api = await import('../../src/providers/api');
  const { workScope } = await import('../../src/state/workScope');
  apiBackend = () => ({ dataProvider: api.getDataProvider({ scope: workScope.get }), authProvider: api.getAuthProvider() });
});

afterAll(() => fs.rmSync(generatedDirectory, { recursive: true, force: true }));

describe.each(testDialects)('a resource added by one declaration and its generated migration, on %s', (dialect) => {
  let server: TestServer;
  let site: number;

  const toolsNamed = async (name: string) => (await server.admin.get<Tool[]>(`/api/tool/?q=${encodeURIComponent(name)}`)).body;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await runMigrations(server.database.db, { ...migrations, ...toolsMigration });
    site = (await server.admin.post('/api/site/', { name: 'S8 Wyszków', start_date: '2026-06-01', length: 12 })).body.id;
    await server.admin.post('/api/tool/', { name: 'Młot wyburzeniowy', site });
    await server.admin.post('/api/tool/', { name: 'Zagęszczarka', site });
  });

  afterAll(() => server?.close());

  beforeEach(() => {
    // The app's relative /api calls go to the test server, signed in with HTTP Basic.
    vi.stubGlobal('fetch', (input: string | URL | Request, init: RequestInit = {}) => {
      if (typeof input !== 'string' || !input.startsWith('/')) return realFetch(input, init);
      const headers = new Headers(init.headers);
      headers.set('Authorization', basic);
      return realFetch(server.url + input, { ...init, headers });
    });
  });

  const openTools = async () => {
    renderApp('/tools', { site, backend: apiBackend() });
    await screen.findByText('Młot wyburzeniowy', {}, { timeout: 10_000 });
  };
  const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

  it('has an API, a menu entry and a searchable list', async () => {
    expect((await server.admin.get('/api/openapi.json')).body.paths).toHaveProperty(['/api/tool/']);
    await openTools();
    expect(screen.getByRole('link', { name: 'Narzędzia' })).toHaveAttribute('href', '/tools');
    expect(screen.getByRole('heading', { name: 'Narzędzia' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Nazwa/ })).toBeInTheDocument();
    expect(screen.getByText('Zagęszczarka')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Szukaj wartosci...'), 'zagęsz');
    await waitFor(() => expect(screen.queryByText('Młot wyburzeniowy')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByText('Zagęszczarka')).toBeInTheDocument();
  });

  it('creates in its dialog, with the required-field message first', async () => {
    await openTools();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj narzędzie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodaj narzędzie' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj narzędzie' }));
    expect(await within(dialog).findByText('To pole jest wymagane.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nazwa' }), 'Piła do asfaltu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj narzędzie' }));
    expect(await screen.findByText('Piła do asfaltu', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await toolsNamed('Piła do asfaltu')).toEqual([{ id: expect.any(Number), name: 'Piła do asfaltu', site }]);
  });

  it('edits in its dialog', async () => {
    await openTools();
    await userEvent.click(within(row('Zagęszczarka')).getByRole('button', { name: 'Edytuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj narzędzie' });
    const name = within(dialog).getByRole('textbox', { name: 'Nazwa' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Zagęszczarka płytowa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edytuj narzędzie' }));
    expect(await screen.findByText('Zagęszczarka płytowa', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await toolsNamed('Zagęszczarka')).toEqual([{ id: expect.any(Number), name: 'Zagęszczarka płytowa', site }]);
  });

  it('deletes the selected rows', async () => {
    await openTools();
    await userEvent.click(within(row('Młot wyburzeniowy')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Usuń zaznaczone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Czy jesteś pewien?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(screen.queryByText('Młot wyburzeniowy')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(await toolsNamed('Młot')).toEqual([]);
  });
});
