/**
 * How the app shows numbers (Polish style, one rule for lists, cards and dialogs): decimal comma,
 * thousands grouped by a no-break space from four digits on, litres and prices with 2 decimals.
 */
export const NBSP = '\u00a0';

/** Litres and prices: `9 000,00`, `5 123,25`, `6,30`. */
export const shownLitres = (value: number) => value.toLocaleString('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });
