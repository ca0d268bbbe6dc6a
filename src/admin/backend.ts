/**
 * The backend the app talks to: the SAT API server, or the in-browser fake for testers when built
 * with VITE_DATA_PROVIDER=fake (`npm run dev:fake`). Both export the same factories.
 */
import type { AuthProvider } from 'ra-core';
import { DEFAULT_COMPANY_TIME_ZONE } from '../domain/dates';
import * as api from '../providers/api';
import type { SatDataProvider } from '../providers/types';
import { workScope } from '../state/workScope';

export interface Backend {
  dataProvider: SatDataProvider;
  authProvider: AuthProvider;
}

export async function createBackend(kind: string | undefined = import.meta.env.VITE_DATA_PROVIDER): Promise<Backend> {
  if (kind === 'fake') {
    // Loaded only in fake builds: the demo generator stays out of the production bundle.
    const fake = await import('../providers/fake');
    // The fake company is in the server's default zone, which its settings answer.
    const config = { scope: workScope.get, timeZone: DEFAULT_COMPANY_TIME_ZONE };
    return { dataProvider: fake.getDataProvider(fake.demoData(), config), authProvider: fake.getAuthProvider() };
  }
  // The shared work scope (the header's site and dates) is what the lists and reports ask for.
  return { dataProvider: api.getDataProvider({ scope: workScope.get }), authProvider: api.getAuthProvider() };
}
