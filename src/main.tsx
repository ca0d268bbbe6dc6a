import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadScreenAt } from './admin/SatAdmin';
import { createBackend } from './admin/backend';
import { loadCompanyTimeZone } from './providers/companyTimeZone';
import { defaultDateRange, workScope } from './state/workScope';

preloadScreenAt(location.pathname);
const backend = await createBackend();
const settings = await loadCompanyTimeZone(backend.dataProvider);
// The lists' first dates: the last 7 days up to the company's today, in the zone just read.
workScope.setDateRange(defaultDateRange(settings.timeZone));

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App backend={backend} settings={settings} />
  </StrictMode>,
);
