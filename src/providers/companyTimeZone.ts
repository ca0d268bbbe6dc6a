/**
 * The company's time zone in the app: read from the server's settings before the first screen is
 * drawn, so every date shown or typed follows it. Until it has loaded — or when the settings cannot
 * be read in time — the default zone (Europe/Warsaw) holds. The other settings the screens follow
 * are answered, for the app to hand to its screens (appSettings.ts).
 */
import { setCompanyTimeZone } from '../domain/dates';
import type { SatDataProvider } from '../providers/types';
import { DEFAULT_SCREEN_SETTINGS, type ScreenSettings } from '../state/appSettings';

/** How long the first screen waits for the settings. */
const SETTINGS_WAIT_MS = 3000;

export async function loadCompanyTimeZone(dataProvider: Pick<SatDataProvider, 'getAppSettings'>): Promise<ScreenSettings> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SETTINGS_WAIT_MS);
  });
  try {
    const settings = await Promise.race([dataProvider.getAppSettings(), late]);
    if (settings) {
      setCompanyTimeZone(settings.timeZone);
      // Issue 15 §1: the documents' days left are coloured within the server's warning window.
      const days = settings.documentWarningDays;
      if (typeof days === 'number' && Number.isInteger(days) && days >= 0) return { documentWarningDays: days };
    }
  } catch (error) {
    console.error(error);
  } finally {
    clearTimeout(timer);
  }
  return DEFAULT_SCREEN_SETTINGS;
}
