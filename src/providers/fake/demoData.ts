/** The demo company (src/domain/demo) as the fake provider's tables, one per registry resource. */
import { generateDemo, type DemoOptions } from '../../domain/demo';
import { demoAccounts } from './accounts';

export type FakeData = Record<string, object[]>;

/** The demo's accounts in FakeData (kept out of the fake REST tables). */
export const ACCOUNTS_TABLE = 'accounts';

/** Two sites and a week of history: enough to try everything, light enough for a browser. */
export const BROWSER_DEMO: DemoOptions = { seed: 1, scale: 0.5, days: 7 };

export function demoData(options: DemoOptions = BROWSER_DEMO): FakeData {
  const demo = generateDemo(options);
  const usernames = new Map(demo.users.map((user) => [user.id, user.username]));
  return {
    sites: demo.sites,
    roles: demo.roles.map(({ id, name }) => ({ id, name })),
    employees: demo.people.map(({ user_id, ...person }) => ({ ...person, username: usernames.get(user_id) ?? '' })),
    vehicles: demo.vehicles,
    materials: demo.materials,
    subcontractors: demo.subcontractors.map((firm) => ({ ...firm, materials: [], contract_scan: [] })),
    places: demo.places,
    'petrol-places': demo.petrolPlaces,
    'petrol-providers': demo.petrolProviders,
    rides: [...demo.rides()],
    repairs: demo.repairRequests,
    'work-days': [...demo.workDays()],
    fueling: [...demo.fuelings()],
    'tanker-fueling': [...demo.tankerFuelings()],
    'vehicle-fueling': [...demo.vehicleFuelings()],
    'tanker-stock-counts': demo.tankerStockCounts,
    'location-history': [...demo.locationPoints()],
    // Maintenance (issue 15): files are uploaded in the API mode only.
    'vehicle-documents': demo.maintenance().vehicleDocuments.map((document) => ({ ...document, scan: [] })),
    'employee-documents': demo.maintenance().employeeDocuments.map((document) => ({ ...document, scan: [] })),
    'service-plans': demo.maintenance().servicePlans,
    'service-records': demo.maintenance().serviceRecords.map((record) => ({ ...record, files: [] })),
    // Meter readings, checklists and pre-shift checks (issue 30): the checks come from the phones.
    'meter-readings': demo.meterReadings(),
    'checklist-points': demo.checklistPoints(),
    'vehicle-checks': [],
    'vehicle-check-answers': [],
    // Fuel norms (issue 33 §2).
    'fuel-norms': demo.fuelNorms,
    // Accounts and their rights (issue 16 §1): no registry resource, served by fakeAccounts.
    [ACCOUNTS_TABLE]: demoAccounts(demo.users, demo.people),
  };
}
