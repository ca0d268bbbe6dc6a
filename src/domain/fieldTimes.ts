/**
 * Times a phone sends (issue 30): an offline record keeps the moment it was made on the phone (a
 * point recorded at 10:02 is stored at 10:02, however late it arrives), but a time in the future
 * beyond a small tolerance (a phone's clock a little ahead) is refused: it would be a wrong clock.
 */

/** How far ahead of the server's clock a phone's time may be. */
export const FUTURE_TOLERANCE_MS = 2 * 60_000;

export const futureTimeMessage = 'Czas jest w przyszłości. Sprawdź datę i godzinę w telefonie.';

/** Whether a UTC ISO time is later than `now` plus the tolerance. */
export const isTooFarAhead = (iso: string, now: number, tolerance = FUTURE_TOLERANCE_MS): boolean => Date.parse(iso) > now + tolerance;
