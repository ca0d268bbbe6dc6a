/** The reports feature's public module: what other features may import from it (eslint.config.js). */
export { MAX_REPORT_DAYS, periodQuerySchema, readDayRange, readId, refuseErrors, type ReportQuery } from './params';
export { vehicleSchema, vehicleTypeProperty } from './vehicleSchema';
