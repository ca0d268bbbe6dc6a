import { resourceModule } from '../../registry-ui/resourceModule';
import { RepairList } from './RepairList';
import { RepairShow } from './RepairShow';

/** Repair requests: the spec's read-only list (§2 /repairs), each request opening as a workflow (issue 15 §3). */
export default resourceModule('repairs', { list: RepairList, show: RepairShow });
