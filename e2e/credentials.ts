/** The admin account the e2e server is started with. */
export const E2E_ADMIN = { username: 'admin', password: 'e2e-Admin-Password-1' };
