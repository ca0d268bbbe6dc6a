import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.SAT_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // Scripts and styles also written brotli- and gzip-compressed beside themselves, once at build
  // time: the server sends those (server/http/appFiles.ts) instead of compressing ~1.5 MB of code on every
  // page load (0.3 s of its CPU each with brotli).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    // Two pages: the dashboard, and the field app (/field, src/field/) whose scripts the dashboard
    // never loads.
    rollupOptions: { input: { main: 'index.html', field: 'field.html' } },
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two files at a time, one per core: every test file has its own databases, ports and server.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          // The server's suites (scripts/test-node24.sh runs the API's on Node 24 as well). Their
          // files import the whole server: importing it once per worker instead of once per file
          // saves ~30 s a run. No module keeps a setting (the company's zone comes from each
          // server's config), so the files share nothing through them.
          name: 'server',
          include: ['server/**/*.test.ts', 'tests/*.test.ts', 'tests/api/**/*.test.ts', 'tests/load-and-faults/**/*.test.ts'],
          isolate: false,
          globalSetup: ['tests/helpers/migratedTemplates.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}', 'tests/adding-a-resource/**/*.test.{ts,tsx}'],
          // react-admin's column selector does `import * as diacritic from 'diacritic'`, a UMD module
          // whose `clean` Node's CommonJS interop cannot see ("diacritic.clean is not a function"
          // once a column filter is set): react-admin runs through Vite, whose interop sees it, as
          // in the browser.
          server: { deps: { inline: ['react-admin', 'ra-ui-materialui'] } },
        },
      },
    ],
  },
});
