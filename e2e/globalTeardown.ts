/** Removes the run's build of the app (each worker's server removes its own database). */
import { rmSync } from 'node:fs';

export default function globalTeardown() {
  const app = process.env.E2E_STATIC_DIR;
  if (app) rmSync(app, { recursive: true, force: true });
}
