/** The field app's entry (field.html, served at /field): its own React root, MUI, no react-admin. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { setCompanyTimeZone } from '../domain/dates';
import { FieldApp } from './FieldApp';
import { fieldTheme } from './theme';

const TIME_ZONE = 'sat-field-time-zone';

/** The company time zone of every time shown: the server's setting, remembered for offline starts. */
async function loadTimeZone() {
  const remembered = localStorage.getItem(TIME_ZONE);
  if (remembered) setCompanyTimeZone(remembered);
  try {
    const response = await fetch('/api/config/');
    const { timeZone } = (await response.json()) as { timeZone: string };
    setCompanyTimeZone(timeZone);
    localStorage.setItem(TIME_ZONE, timeZone);
  } catch {
    // No signal: the remembered zone (or the default) stays.
  }
}

// The service worker keeps the app on the phone, so that it opens without signal (public/field-sw.js).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void navigator.serviceWorker.register('/field-sw.js', { scope: '/field' });
}
await loadTimeZone();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ThemeProvider theme={fieldTheme}>
      <CssBaseline />
      <FieldApp />
    </ThemeProvider>
  </StrictMode>,
);
