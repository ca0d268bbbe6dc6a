/** Renders the whole app on the fake backend at a given address. */
import { render } from '@testing-library/react';
import { SatAdmin } from '../admin/SatAdmin';
import type { Backend } from '../admin/backend';
import type { Access } from '../domain/access';
import { DEFAULT_COMPANY_TIME_ZONE } from '../domain/dates';
import { FAKE_ACCESS, getAuthProvider, getDataProvider } from '../providers/fake';
import { CompanyTimeZoneContext } from '../state/companyTimeZone';
import { smallFixture } from './fixture';
import { storeUser } from '../state/storedUser';
import { defaultDateRange, workScope } from '../state/workScope';

export interface RenderAppOptions {
  loggedIn?: boolean;
  /** The logged-in account's role and sites (an administrator by default). */
  access?: Access;
  site?: number | null;
  backend?: Backend;
  /** The company's time zone the app is given at start (Europe/Warsaw by default); a `backend` of the test's own is in its own. */
  timeZone?: string;
}

export function fakeBackend(timeZone = DEFAULT_COMPANY_TIME_ZONE): Backend {
  return { dataProvider: getDataProvider(smallFixture(), { scope: workScope.get, timeZone }), authProvider: getAuthProvider() };
}

export function renderApp(
  path: string,
  { loggedIn = true, access = FAKE_ACCESS, site = null, timeZone = DEFAULT_COMPANY_TIME_ZONE, backend = fakeBackend(timeZone) }: RenderAppOptions = {},
) {
  window.history.pushState({}, '', path);
  if (loggedIn) storeUser({ username: 'admin', fullName: 'Administrator', access });
  workScope.setSite(site);
  workScope.setDateRange(defaultDateRange(timeZone));
  return {
    ...render(
      <CompanyTimeZoneContext.Provider value={timeZone}>
        <SatAdmin backend={backend} />
      </CompanyTimeZoneContext.Provider>,
    ),
    backend,
  };
}
