/** The work cards feature's public module: what other features may import from it (eslint.config.js). */
export { workCardsRoutes } from './routes';
