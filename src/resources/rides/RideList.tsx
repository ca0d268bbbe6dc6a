/** /rides (spec §2): read-only rides of the selected site and date range, newest first. */
import { ResourceList } from '../../generic/ResourceList';
import { rideColumns } from './rideColumns';

export const RideList = () => <ResourceList resource="rides" columns={rideColumns} />;
