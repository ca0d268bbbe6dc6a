/**
 * The routes of the pages that registry lists link to (a person's work days, a ride's map), and
 * links to them: the resources link here without importing the pages (a page and a resource are
 * on the same layer and do not import each other). Each page's declaration (src/pages/<page>/page.ts)
 * takes its route from here.
 */
import type { Identifier } from 'ra-core';
import { generatePath } from 'react-router-dom';

export const WORK_DAY_ROUTE = '/work-day/:personId';
export const VEHICLE_HISTORY_ROUTE = '/map/vehicleHistory/:rideId';

/** The address of a person's work days. */
export const workDayPath = (personId: Identifier) => generatePath(WORK_DAY_ROUTE, { personId: String(personId) });

/** The address of a ride's map. */
export const vehicleHistoryPath = (rideId: Identifier) => generatePath(VEHICLE_HISTORY_ROUTE, { rideId: String(rideId) });
