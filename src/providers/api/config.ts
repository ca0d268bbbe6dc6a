/**
 * What the API data provider is given when it is made (issue 29 §5, as atomic-crm configures its
 * providers): where the selected site and date range are read from. The app passes the shared
 * work scope's; a test passes the scope it needs, with no process-wide state to reset.
 */
import type { WorkScope } from '../../state/workScope';

export interface ApiProviderConfig {
  /** The selected site and date range now. */
  scope(): WorkScope;
}
