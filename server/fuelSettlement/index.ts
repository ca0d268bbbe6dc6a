/** The fuel settlement feature's public module: what other features may import from it (eslint.config.js). */
export { fuelSettlementRoutes } from './routes';
