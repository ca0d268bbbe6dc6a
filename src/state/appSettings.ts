/**
 * The server's settings the screens follow, read once at start (GET /api/config/, loadCompanyTimeZone
 * in providers/companyTimeZone.ts) and handed to the React tree through this context, as atomic-crm passes
 * its configuration: nothing module-wide to set, nothing for a test to reset. Without a provider
 * (a test rendering a screen alone) the defaults hold.
 */
import { createContext, useContext } from 'react';
import { DOCUMENT_WARNING_DAYS } from '../domain/resources/documentFields';

export interface ScreenSettings {
  /** Days before a document's end (or a service's date) when the lists colour it (DOCUMENT_WARNING_DAYS on the server). */
  documentWarningDays: number;
}

export const DEFAULT_SCREEN_SETTINGS: ScreenSettings = { documentWarningDays: DOCUMENT_WARNING_DAYS };

export const ScreenSettingsContext = createContext<ScreenSettings>(DEFAULT_SCREEN_SETTINGS);

export const useScreenSettings = (): ScreenSettings => useContext(ScreenSettingsContext);
