import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createBackend } from './admin/backend';

const backend = await createBackend();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App backend={backend} />
  </StrictMode>,
);
