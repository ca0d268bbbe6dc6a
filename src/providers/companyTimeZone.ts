/**
 * The company's time zone in the app: read from the server's settings before the first screen is
 * drawn, so every date shown or typed follows it. Until it has loaded — or when the settings cannot
 * be read in time — the default zone (Europe/Warsaw) holds. The other settings the screens follow
 * are answered too. Nothing is set here: the app hands both to its React tree (App.tsx; the zone
 * through state/companyTimeZone.ts, the rest through state/appSettings.ts).
 */
import { checkedTimeZone, DEFAULT_COMPANY_TIME_ZONE } from '../domain/dates';
import type { SatDataProvider } from '../providers/types';
import { DEFAULT_SCREEN_SETTINGS, type ScreenSettings } from '../state/appSettings';

/** How long the first screen waits for the settings. */
const SETTINGS_WAIT_MS = 3000;

/** What the app starts with: the company's zone and the settings its screens follow. */
export interface StartSettings {
  timeZone: string;
  screen: ScreenSettings;
}

export async function loadCompanyTimeZone(dataProvider: Pick<SatDataProvider, 'getAppSettings'>): Promise<StartSettings> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SETTINGS_WAIT_MS);
  });
  try {
    const settings = await Promise.race([dataProvider.getAppSettings(), late]);
    if (settings) {
      const timeZone = checkedTimeZone(settings.timeZone);
      // Issue 15 §1: the documents' days left are coloured within the server's warning window.
      const days = settings.documentWarningDays;
      const screen = typeof days === 'number' && Number.isInteger(days) && days >= 0 ? { documentWarningDays: days } : DEFAULT_SCREEN_SETTINGS;
      return { timeZone, screen };
    }
  } catch (error) {
    console.error(error);
  } finally {
    clearTimeout(timer);
  }
  return { timeZone: DEFAULT_COMPANY_TIME_ZONE, screen: DEFAULT_SCREEN_SETTINGS };
}
