/**
 * A small seeded pseudo-random generator (mulberry32) and keyed sub-streams.
 *
 * Every piece of demo data draws from a stream keyed by what it describes (seed, "shift", person,
 * day…), so any piece can be recomputed on its own, in any order, and always comes out the same.
 */

/** 32-bit hash of a list of numbers and strings (FNV-1a over the parts, then a murmur3 finaliser). */
export function hashParts(parts: ReadonlyArray<number | string>): number {
  let hash = 0x811c9dc5;
  const mix = (value: number) => {
    hash ^= value & 0xff;
    hash = Math.imul(hash, 0x01000193);
    hash ^= (value >>> 8) & 0xff;
    hash = Math.imul(hash, 0x01000193);
    hash ^= (value >>> 16) & 0xff;
    hash = Math.imul(hash, 0x01000193);
    hash ^= value >>> 24;
    hash = Math.imul(hash, 0x01000193);
  };
  for (const part of parts) {
    if (typeof part === 'number') {
      // Integers up to 2^53 (e.g. epoch milliseconds): low and high words.
      mix(part | 0);
      mix(Math.floor(part / 0x100000000) | 0);
    } else {
      for (let i = 0; i < part.length; i++) mix(part.charCodeAt(i));
    }
    mix(0x9e3779b9); // separator, so ("ab","c") and ("a","bc") differ
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform in [min, max). */
  float(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** Normally distributed (Box–Muller). */
  normal(mean = 0, deviation = 1): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }
}

/** The stream for one key, e.g. `randomFor(seed, 'shift', personId, day)`. */
export const randomFor = (...parts: Array<number | string>): Random => new Random(hashParts(parts));
