import { resourceModule } from '../../registry-ui/resourceModule';
import { VehicleFuelingPage } from './VehicleFuelingPage';

/** Tanker-to-machine fuelings: the tanker selector, its card and its fuelings (spec §2 /vehicle-fueling). */
export default resourceModule('vehicle-fueling', { list: VehicleFuelingPage });
