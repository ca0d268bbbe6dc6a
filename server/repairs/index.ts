/** The repairs feature's public module: what other features may import from it (eslint.config.js). */
export { readRepair } from './repository';
export { changeRepair, recordNewRepair } from './workflow';
