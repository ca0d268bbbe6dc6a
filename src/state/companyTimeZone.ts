/**
 * The company's time zone in the React tree (issue 29 §5): read at start — the admin from the
 * server's settings (providers/companyTimeZone.ts), the field app from the server or, offline, the
 * zone it remembered — and handed down through this context, as atomic-crm passes its
 * configuration. Screens read it with `useCompanyTimeZone()` and pass it to the calendar helpers of
 * domain/dates.ts; nothing module-wide is set, so a test renders with the zone it needs (or, without
 * a provider, the default Europe/Warsaw) and has nothing to reset.
 */
import { createContext, useContext } from 'react';
import { DEFAULT_COMPANY_TIME_ZONE } from '../domain/dates';

export const CompanyTimeZoneContext = createContext<string>(DEFAULT_COMPANY_TIME_ZONE);

export const useCompanyTimeZone = (): string => useContext(CompanyTimeZoneContext);
