/**
 * Every registry resource as a react-admin resource module: the folder's module when the resource
 * has one (src/resources/<name>/index.ts), the generic registry-driven module otherwise.
 */
import { resourceList, type ResourceName } from '../domain/resources';
import { resourceModule, type ResourceModule } from '../generic/resourceModule';
import employees from './employees';
import fueling from './fueling';
import materials from './materials';
import places from './places';
import repairs from './repairs';
import rides from './rides';
import tankerFueling from './tanker-fueling';
import tankerStockCounts from './tanker-stock-counts';
import vehicleFueling from './vehicle-fueling';
import vehicles from './vehicles';
import workDays from './work-days';

const folders: ResourceModule[] = [
  employees,
  fueling,
  materials,
  places,
  repairs,
  rides,
  tankerFueling,
  tankerStockCounts,
  vehicleFueling,
  vehicles,
  workDays,
];

const byName = new Map(folders.map((module) => [module.name, module]));

export const resourceModules: ResourceModule[] = resourceList.map(
  (spec) => byName.get(spec.name as ResourceName) ?? resourceModule(spec.name as ResourceName),
);
