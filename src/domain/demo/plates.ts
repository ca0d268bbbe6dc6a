/** Polish registration numbers: county code, a space and the vehicle's own part ("WGR 4K21", "FZ 8812C"). */
import type { Random } from './random';

/** Letters used in the vehicle's own part (B, D, I, O and Z are avoided as too like digits). */
const LETTERS = 'ACEFGHJKLMNPRSTUVWXY';

/** Patterns of the own part: D digit, L letter. Two-letter counties get five characters, three-letter four. */
const PATTERNS: Record<2 | 3, string[]> = {
  2: ['DDDDL', 'DDDLL', 'DDDDD', 'DDLDD', 'DLDDD'],
  3: ['DLDD', 'LDDD', 'DDLL', 'DLLD', 'DDLD', 'DDDL'],
};

export function registrationNumber(random: Random, county: string): string {
  const patterns = PATTERNS[county.length === 2 ? 2 : 3];
  let own = '';
  for (const symbol of random.pick(patterns)) {
    own += symbol === 'D' ? String(random.int(0, 9)) : LETTERS[random.int(0, LETTERS.length - 1)];
  }
  // The own part never starts with a zero.
  return `${county} ${own.replace(/^0/, String(random.int(1, 9)))}`;
}

/** Draws numbers until one not taken yet. */
export function uniqueRegistrationNumber(random: Random, county: string, taken: Set<string>): string {
  for (;;) {
    const number = registrationNumber(random, county);
    if (!taken.has(number)) {
      taken.add(number);
      return number;
    }
  }
}
