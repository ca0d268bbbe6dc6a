/** The VAT mileage register's public module: what other features may import from it (eslint.config.js). */
export { mileageRoutes } from './routes';
