/** The field app's entry (field.html, served at /field): its own React root, MUI, no react-admin. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { checkedTimeZone, DEFAULT_COMPANY_TIME_ZONE } from '../domain/dates';
import { CompanyTimeZoneContext } from '../state/companyTimeZone';
import { FieldApp } from './FieldApp';
import { fieldTheme } from './theme';

const TIME_ZONE = 'sat-field-time-zone';

/**
 * The company time zone of every time shown: the server's setting, remembered for offline starts.
 * Handed to the screens through the React context (state/companyTimeZone.ts).
 */
async function loadTimeZone(): Promise<string> {
  const remembered = localStorage.getItem(TIME_ZONE);
  let zone = remembered ? checkedTimeZone(remembered) : DEFAULT_COMPANY_TIME_ZONE;
  try {
    const response = await fetch('/api/config/');
    const { timeZone } = (await response.json()) as { timeZone: string };
    zone = checkedTimeZone(timeZone);
    localStorage.setItem(TIME_ZONE, zone);
  } catch {
    // No signal: the remembered zone (or the default) stays.
  }
  return zone;
}

// The service worker keeps the app on the phone, so that it opens without signal (public/field-sw.js).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void navigator.serviceWorker.register('/field-sw.js', { scope: '/field' });
}
const timeZone = await loadTimeZone();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <CompanyTimeZoneContext.Provider value={timeZone}>
      <ThemeProvider theme={fieldTheme}>
        <CssBaseline />
        <FieldApp />
      </ThemeProvider>
    </CompanyTimeZoneContext.Provider>
  </StrictMode>,
);
