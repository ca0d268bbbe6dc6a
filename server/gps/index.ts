/** What other features use of the GPS feature: a ride's stored distance (issue 31 §5). */
export { storeRideDistances } from './rideDistance';
