/** The working-time feature's public module: what other features may import from it (eslint.config.js). */
export { workTimeRoutes } from './routes';
export { assertNoKeptWorkTime, KEPT_WORK_TIME_MESSAGE } from './retention';
