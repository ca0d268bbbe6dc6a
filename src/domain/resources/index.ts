/**
 * The resource registry: every entity of SAT declared once, one file per resource
 * (src/domain/resources/<name>.ts, named like its route and its src/resources folder). The server
 * builds its tables' CRUD routes, validation and OpenAPI from it; the app builds its menu, lists,
 * dialogs and toasts from it; `npm run db:migration` builds its tables' migrations from it; table
 * and row types are derived from it (./rows.ts). Adding a simple resource = one declaration file,
 * one line below and one generated migration.
 */
import type { ResourceSpec } from './spec';
import { employeeDocuments } from './employee-documents';
import { employees } from './employees';
import { fueling } from './fueling';
import { gpsDevices } from './gps-devices';
import { traccarTokens } from './traccar-tokens';
import { locationHistory } from './location-history';
import { materials } from './materials';
import { meterReadings } from './meter-readings';
import { checklistPoints } from './checklist-points';
import { fuelNorms } from './fuel-norms';
import { vehicleChecks } from './vehicle-checks';
import { vehicleCheckAnswers } from './vehicle-check-answers';
import { petrolPlaces } from './petrol-places';
import { petrolProviders } from './petrol-providers';
import { places } from './places';
import { repairs } from './repairs';
import { rides } from './rides';
import { servicePlans } from './service-plans';
import { serviceRecords } from './service-records';
import { roles } from './roles';
import { sites } from './sites';
import { subcontractors } from './subcontractors';
import { tankerFueling } from './tanker-fueling';
import { tankerStockCounts } from './tanker-stock-counts';
import { vehicleDocuments } from './vehicle-documents';
import { vehicleFueling } from './vehicle-fueling';
import { vehicles } from './vehicles';
import { workDays } from './work-days';

export type * from './spec';

/** In this order: the app registers its resources, the server its routes. */
export const resources = {
  sites,
  roles,
  employees,
  vehicles,
  'vehicle-fueling': vehicleFueling,
  'tanker-fueling': tankerFueling,
  'tanker-stock-counts': tankerStockCounts,
  fueling,
  'petrol-places': petrolPlaces,
  'petrol-providers': petrolProviders,
  places,
  materials,
  subcontractors,
  rides,
  repairs,
  'work-days': workDays,
  'location-history': locationHistory,
  // Maintenance and documents (issue 15).
  'vehicle-documents': vehicleDocuments,
  'employee-documents': employeeDocuments,
  'service-plans': servicePlans,
  'service-records': serviceRecords,
  // The field app's meter readings and pre-shift checks (issue 30).
  'meter-readings': meterReadings,
  'checklist-points': checklistPoints,
  'vehicle-checks': vehicleChecks,
  'vehicle-check-answers': vehicleCheckAnswers,
  // Positions from Traccar Client and trackers (issue 31).
  'gps-devices': gpsDevices,
  // Tokens of Traccar servers forwarding positions and events (issue 31 §2).
  'traccar-tokens': traccarTokens,
  // Fuel consumption norms the month's fuel settlement counts against (issue 33 §2).
  'fuel-norms': fuelNorms,
} satisfies Record<string, ResourceSpec>;

export type ResourceName = keyof typeof resources;

export const resourceList: ResourceSpec[] = Object.values(resources);

export function getResource(name: string): ResourceSpec {
  const spec = (resources as Record<string, ResourceSpec>)[name];
  if (!spec) throw new Error(`Unknown resource ${name}`);
  return spec;
}
