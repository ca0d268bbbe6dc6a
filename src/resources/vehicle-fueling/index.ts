import { lazyScreen } from '../../registry-ui/lazyScreen';
import { resourceModule } from '../../registry-ui/resourceModule';

/** Tanker-to-machine fuelings: the tanker selector, its card and its fuelings (spec §2 /vehicle-fueling). */
export default resourceModule('vehicle-fueling', {
  list: lazyScreen(async () => (await import('./VehicleFuelingPage')).VehicleFuelingPage),
});
