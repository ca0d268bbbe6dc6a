/** The site-time feature's public module: what other features may import from it (eslint.config.js). */
export { siteDayPositionAnomalies } from './siteTime';
