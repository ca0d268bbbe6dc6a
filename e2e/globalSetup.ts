/** Builds the app once for the run, into a directory of the run's own, which every worker's server serves (e2e/server.ts). */
import { execFileSync } from 'node:child_process';

export default function globalSetup() {
  execFileSync('node_modules/.bin/vite', ['build', '--outDir', process.env.E2E_STATIC_DIR!, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
}
