/** The anomalies feature's public module: what other features may import from it (eslint.config.js). */
export { anomalyList } from './anomalies';
export { petrolPlaces, statementFixes } from './repository';
