/** The attachments feature's public module: what other features may import from it (eslint.config.js). */
export { uploadMessages } from './routes';
