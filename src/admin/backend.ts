/**
 * The backend the app talks to: the SAT API server, or the in-browser fake for testers when built
 * with VITE_DATA_PROVIDER=fake (`npm run dev:fake`). Both export the same factories.
 */
import type { AuthProvider } from 'ra-core';
import * as api from '../providers/api';
import * as fake from '../providers/fake';
import type { SatDataProvider } from '../providers/types';

export interface Backend {
  dataProvider: SatDataProvider;
  authProvider: AuthProvider;
}

export function createBackend(kind: string | undefined = import.meta.env.VITE_DATA_PROVIDER): Backend {
  if (kind === 'fake') {
    return { dataProvider: fake.getDataProvider(fake.smallFixture()), authProvider: fake.getAuthProvider() };
  }
  return { dataProvider: api.getDataProvider(), authProvider: api.getAuthProvider() };
}
