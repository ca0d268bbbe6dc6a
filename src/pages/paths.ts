/**
 * The routes of the screens that src/pages/index.ts loads lazily, and links to them: what the
 * menu, the lists and the router need without loading the screens' code.
 */
import type { Identifier } from 'ra-core';
import { generatePath } from 'react-router-dom';

export const pagePaths = {
  workDay: '/work-day/:personId',
  vehicleHistory: '/map/vehicleHistory/:rideId',
  petrolPlacesAndProviders: '/petrol-places-and-providers',
  tankerLedger: '/tanker-ledger',
  fuelConsumption: '/fuel-consumption',
  fuelAnomalies: '/fuel-anomalies',
  haul: '/haul',
  siteReport: '/site-report',
} as const;

/** The address of a person's work days. */
export const workDayPath = (personId: Identifier) => generatePath(pagePaths.workDay, { personId: String(personId) });

/** The address of a ride's map. */
export const vehicleHistoryPath = (rideId: Identifier) => generatePath(pagePaths.vehicleHistory, { rideId: String(rideId) });
