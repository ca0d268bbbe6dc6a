/** How the register's page writes kilometres: with a decimal comma, "brak odczytu" for none. */
const kmFormat = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** 1 234,5 km; "brak odczytu" for a missing odometer reading. */
export const shownKm = (km: number | null, missing = 'brak odczytu'): string => (km === null ? missing : `${kmFormat.format(km)} km`);
