/** The seed feature's public module: what other features may import from it (eslint.config.js). */
export { DEMO_EMPLOYEE_PASSWORD } from './seedDemo';
