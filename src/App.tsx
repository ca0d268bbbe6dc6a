import { SatAdmin } from './admin/SatAdmin';
import type { Backend } from './admin/backend';
import type { StartSettings } from './providers/companyTimeZone';
import { ScreenSettingsContext } from './state/appSettings';
import { CompanyTimeZoneContext } from './state/companyTimeZone';

/** The app on its backend, its screens following the server's settings read at start: its zone first. */
export const App = ({ backend, settings }: { backend: Backend; settings: StartSettings }) => (
  <CompanyTimeZoneContext.Provider value={settings.timeZone}>
    <ScreenSettingsContext.Provider value={settings.screen}>
      <SatAdmin backend={backend} />
    </ScreenSettingsContext.Provider>
  </CompanyTimeZoneContext.Provider>
);
