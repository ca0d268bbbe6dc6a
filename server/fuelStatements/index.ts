/** Fuel-card statements imported as station fuelings (issue 32 §2): the feature's public module. */
export { fuelStatementRoutes } from './routes';
export { statementImportCompanions } from './importStatement';
