import { resourceModule } from '../../registry-ui/resourceModule';
import { WorkDaysList } from './WorkDaysList';

/** Work days (spec §2 /work-days): latest work day per person beside the map of people online. */
export default resourceModule('work-days', { list: WorkDaysList });
