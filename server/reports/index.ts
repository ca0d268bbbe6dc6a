/** The reports feature's public module: what other features may import from it (eslint.config.js). */
export { flagParam, MAX_REPORT_DAYS, MONTH_MESSAGE, monthParam, reportQuery, type Period } from './params';
export { registerReport } from './reportRoutes';
export { vehicleSchema, vehicleTypeProperty } from './vehicleSchema';
