import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadScreenAt } from './admin/SatAdmin';
import { createBackend } from './admin/backend';
import { loadCompanyTimeZone } from './providers/companyTimeZone';

preloadScreenAt(location.pathname);
const backend = await createBackend();
const settings = await loadCompanyTimeZone(backend.dataProvider);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App backend={backend} settings={settings} />
  </StrictMode>,
);
