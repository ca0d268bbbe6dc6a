/** The idempotency feature's public module: what other features may import from it (eslint.config.js). */
export { claimUpload } from './keys';
