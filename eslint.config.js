/**
 * The rules the code keeps by itself (issue 29 §1): typescript-eslint's recommended rules, no
 * import cycles, and the layers below, written down once here and enforced by
 * import-x/no-restricted-paths. Formatting is Prettier's (eslint-config-prettier turns off the
 * rules it would fight). README "Layout" explains the layers.
 */
import fs from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The app's layers (src/<dir>), lowest first. A module imports from its own directory and from
 * lower layers only; directories on one layer do not import each other. Tests (*.test.*) and
 * src/test (their helpers) sit above everything and only they may import src/test.
 */
const SRC_LAYERS = [
  ['domain'], // pure: no React, no DOM, no Node (also by its tsconfig)
  ['i18n', 'state'],
  ['providers'],
  ['toasts'],
  ['maps'],
  ['registry-ui'],
  ['shared'], // screen parts that pages, resources, layout and login share
  ['pages', 'resources'],
  ['layout', 'login'],
  ['admin'],
];
/** The field app (its own entry, field.html) may use these layers and nothing of the dashboard. */
const FIELD_APP_USES = ['domain', 'i18n', 'state', 'providers'];

/**
 * The server: the platform every feature builds on. http (requests, answers) imports none of
 * crud, auth, audit; the generic CRUD engine and the platform import no feature. Every other
 * directory of server/ is a feature, which imports another feature only through that feature's
 * public module, its index.ts. The composition root (server/app.ts, server/main.ts,
 * server/startup/) registers the features.
 */
const SERVER_PLATFORM = ['db', 'http', 'crud', 'auth', 'audit'];
const SERVER_FEATURES = fs
  .readdirSync('server', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SERVER_PLATFORM.includes(entry.name) && entry.name !== 'startup')
  .map((entry) => entry.name);

const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'src/test/**'];

const srcZones = () => {
  const zones = [];
  SRC_LAYERS.forEach((layer, index) => {
    const above = SRC_LAYERS.slice(index + 1).flat();
    for (const dir of layer) {
      const peers = layer.filter((other) => other !== dir);
      for (const from of [...peers, ...above, 'field', 'test']) {
        zones.push({
          target: `./src/${dir}`,
          from: `./src/${from}`,
          message: `src/${dir} is below src/${from} (or beside it): see SRC_LAYERS in eslint.config.js.`,
        });
      }
    }
  });
  const dashboardOnly = SRC_LAYERS.flat().filter((dir) => !FIELD_APP_USES.includes(dir));
  for (const from of [...dashboardOnly, 'test']) {
    zones.push({ target: './src/field', from: `./src/${from}`, message: 'The field app uses domain, i18n, state and providers only.' });
  }
  return zones;
};

const serverZones = () => {
  const zones = [];
  for (const from of ['crud', 'auth', 'audit']) {
    zones.push({ target: './server/http', from: `./server/${from}`, message: 'server/http is below the CRUD engine, auth and audit.' });
  }
  for (const feature of SERVER_FEATURES) {
    for (const platform of SERVER_PLATFORM) {
      zones.push({
        target: `./server/${platform}/**`,
        from: `./server/${feature}`,
        message: `The platform (server/${platform}) imports no feature; a feature registers itself instead.`,
      });
    }
    for (const other of SERVER_FEATURES.filter((candidate) => candidate !== feature)) {
      zones.push({
        target: `./server/${other}`,
        from: `./server/${feature}`,
        except: ['./index.ts'],
        message: `Import server/${feature} through its public module, server/${feature}/index.ts.`,
      });
    }
  }
  return zones;
};

export default tseslint.config(
  {
    ignores: ['dist/**', '.tsbuild/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'coverage/**', 'public/**', 'docs/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**'],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: srcZones() }] },
  },
  {
    files: ['src/domain/**'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react-*', '@mui/*', 'ra-*', 'react-admin', 'leaflet'], message: 'src/domain is pure: no React.' },
            { group: ['node:*', 'fs', 'path', 'crypto', 'os'], message: 'src/domain is pure: no Node APIs.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**'],
    // db/schema.ts gathers the row types of the tables that features keep beside themselves.
    ignores: [...TESTS, 'server/db/schema.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones() }] },
  },
  prettier,
);
