import { SatAdmin } from './admin/SatAdmin';
import type { Backend } from './admin/backend';
import { ScreenSettingsContext, type ScreenSettings } from './state/appSettings';

/** The app on its backend, its screens following the server's settings read at start. */
export const App = ({ backend, settings }: { backend: Backend; settings: ScreenSettings }) => (
  <ScreenSettingsContext.Provider value={settings}>
    <SatAdmin backend={backend} />
  </ScreenSettingsContext.Provider>
);
