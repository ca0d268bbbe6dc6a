/** A valid NIP made from a number (nine digits and their check digit): a new one for every number. */
export function nipOf(number: number): string {
  for (let candidate = number; ; candidate += 1) {
    const digits = String(100_000_000 + candidate).slice(-9);
    const check = [6, 5, 7, 2, 3, 4, 5, 6, 7].reduce((sum, weight, index) => sum + weight * Number(digits[index]), 0) % 11;
    if (check !== 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits[8]}${check}`;
  }
}
