/**
 * The data provider for the SAT API server, made of one module per feature (as src/providers/fake/
 * is): the registry resources' records (records.ts), activity, reports, maintenance, anomalies,
 * repairs, change history and accounts; the accounts and the change history are lists as well
 * (ownLists.ts). The selected site and date range come in through its configuration (config.ts).
 */
import { withOwnLists } from '../ownLists';
import type { SatDataProvider } from '../types';
import { accountMethods } from './accounts';
import { activityMethods } from './activity';
import { anomalyMethods } from './anomalies';
import { siteTimeMethods } from './siteTime';
import { workingTimeMethods } from './workingTime';
import { fuelSettlementMethods } from './fuelSettlement';
import { workCardsMethods } from './workCards';
import { mileageRegisterMethods } from './mileageRegister';
import { fleetMethods } from './fleet';
import { changeHistoryMethods } from './changeHistory';
import type { ProviderConfig } from '../config';
import { maintenanceMethods } from './maintenance';
import { recordMethods } from './records';
import { repairMethods } from './repairs';
import { reportMethods } from './reports';
import { uploadAttachment } from './uploadAttachment';

export function getDataProvider(config: ProviderConfig): SatDataProvider {
  return withOwnLists<SatDataProvider>({
    ...recordMethods(config),
    ...activityMethods(config),
    ...fleetMethods(config),
    uploadAttachment,
    ...reportMethods(),
    ...maintenanceMethods(),
    ...anomalyMethods(),
    ...siteTimeMethods(),
    ...workingTimeMethods(),
    ...fuelSettlementMethods(),
    ...workCardsMethods(),
    ...mileageRegisterMethods(),
    ...repairMethods(config),
    ...changeHistoryMethods(),
    ...accountMethods(),
  });
}
