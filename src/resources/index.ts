/**
 * Every registry resource as a react-admin resource module: the folder's module when the resource
 * has a screen of its own (src/resources/<name>/index.ts), the generic registry-driven module
 * (list, dialogs, menu icon) otherwise — a resource declared in src/domain/resources needs no app
 * code at all.
 */
import { resourceList, type ResourceName } from '../domain/resources';
import { resourceModule, type ResourceModule } from '../registry-ui/resourceModule';
import employees from './employees';
import fueling from './fueling';
import repairs from './repairs';
import rides from './rides';
import vehicleFueling from './vehicle-fueling';
import workDays from './work-days';

const folders: ResourceModule[] = [employees, fueling, repairs, rides, vehicleFueling, workDays];

const byName = new Map(folders.map((module) => [module.name, module]));

export const resourceModules: ResourceModule[] = resourceList.map((spec) => byName.get(spec.name as ResourceName) ?? resourceModule(spec.name as ResourceName));
