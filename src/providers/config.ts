/**
 * What a data provider (the API's, the fake's) is given when it is made (issue 29 §5, as
 * atomic-crm configures its providers): where the selected site and date range are read from.
 * The app passes the shared work scope's; a test passes the scope it needs, with no process-wide
 * state to reset.
 */
import type { WorkScope } from '../state/workScope';

export interface ProviderConfig {
  /** The selected site and date range now. */
  scope(): WorkScope;
}
