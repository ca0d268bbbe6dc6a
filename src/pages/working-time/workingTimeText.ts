/** How the working-time page writes hours: with a decimal comma. */
const hoursFormat = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** 12,5 — and an empty cell for none, so that the days worked stand out. */
export const shownHours = (hours: number, blankZero = false): string => (blankZero && hours === 0 ? '' : hoursFormat.format(hours));
