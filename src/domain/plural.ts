/** Polish plural forms of a counted noun. */

/** 1 pozycja, 2–4 pozycje (not 12–14), 5+ pozycji. */
export function polishPlural(count: number, [one, few, many]: readonly [string, string, string]): string {
  if (count === 1) return one;
  const tens = count % 100;
  return count % 10 >= 2 && count % 10 <= 4 && (tens < 12 || tens > 14) ? few : many;
}

/** A count and its noun: "1 dnia", "30 dni". */
export const counted = (count: number, forms: readonly [string, string, string]): string => `${count} ${polishPlural(count, forms)}`;

/** Days after "do", "w ciągu" (genitive): "1 dnia", "30 dni". */
export const withinDays = (count: number): string => counted(count, ['dnia', 'dni', 'dni']);
