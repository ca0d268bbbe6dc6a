/** The Polish form of a noun after a count: 1 pozycja, 2–4 pozycje (not 12–14), 5+ pozycji. */
export function polishPlural(count: number, [one, few, many]: readonly [string, string, string]): string {
  if (count === 1) return one;
  const tens = count % 100;
  return count % 10 >= 2 && count % 10 <= 4 && (tens < 12 || tens > 14) ? few : many;
}
