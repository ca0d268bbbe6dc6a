/** Renders the whole app on the fake backend at a given address. */
import { render } from '@testing-library/react';
import { SatAdmin } from '../admin/SatAdmin';
import type { Backend } from '../admin/backend';
import type { Access } from '../domain/access';
import { FAKE_ACCESS, getAuthProvider, getDataProvider } from '../providers/fake';
import { smallFixture } from './fixture';
import { storeUser } from '../state/storedUser';
import { defaultDateRange, workScope } from '../state/workScope';

export interface RenderAppOptions {
  loggedIn?: boolean;
  /** The logged-in account's role and sites (an administrator by default). */
  access?: Access;
  site?: number | null;
  backend?: Backend;
}

export function fakeBackend(): Backend {
  return { dataProvider: getDataProvider(smallFixture(), { scope: workScope.get }), authProvider: getAuthProvider() };
}

export function renderApp(path: string, { loggedIn = true, access = FAKE_ACCESS, site = null, backend = fakeBackend() }: RenderAppOptions = {}) {
  window.history.pushState({}, '', path);
  if (loggedIn) storeUser({ username: 'admin', fullName: 'Administrator', access });
  workScope.setSite(site);
  workScope.setDateRange(defaultDateRange());
  return { ...render(<SatAdmin backend={backend} />), backend };
}
