/**
 * What a data provider (the API's, the fake's) is given when it is made (issue 29 §5, as
 * atomic-crm configures its providers): where the selected site and date range are read from,
 * and for the fake its company's time zone. The app passes the shared work scope's; a test passes
 * the scope and zone it needs, with no process-wide state to reset.
 */
import type { WorkScope } from '../state/workScope';

export interface ProviderConfig {
  /** The selected site and date range now. */
  scope(): WorkScope;
}

/**
 * The fake's: it computes in the browser what the server computes, so it is given the company's
 * zone the server is (COMPANY_TIME_ZONE): the days its date ranges and reports cover, the times in
 * its CSV files, and the zone its getAppSettings answers. The API provider needs none: the server
 * reads and writes in its own zone.
 */
export interface FakeProviderConfig extends ProviderConfig {
  /** The fake company's IANA time zone. */
  timeZone: string;
}
