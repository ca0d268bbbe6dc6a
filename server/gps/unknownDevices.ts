/**
 * Unknown identifiers limited per address: guessing a device's identifier through `/api/osmand`
 * costs a minute's wait after a few tries. Kept in the process (each server process counts its own
 * tries; the limit is there to make guessing slow, not to count exactly).
 */
const WINDOW_MS = 60_000;
// Phones behind one carrier NAT share an address: a misconfigured one retrying every few seconds stays well below.
const TRIES_PER_WINDOW = 30;
const ADDRESSES_KEPT = 10_000;

export function unknownDeviceLimiter(now: () => number = Date.now) {
  const tries = new Map<string, { count: number; since: number }>();
  const current = (address: string) => {
    const entry = tries.get(address);
    return entry && now() - entry.since < WINDOW_MS ? entry : undefined;
  };
  return {
    /** Whether the address has used up its tries for now. */
    refuses: (address: string) => (current(address)?.count ?? 0) >= TRIES_PER_WINDOW,
    failed(address: string) {
      const entry = current(address);
      if (entry) entry.count += 1;
      else {
        if (tries.size >= ADDRESSES_KEPT) tries.delete(tries.keys().next().value!);
        tries.set(address, { count: 1, since: now() });
      }
    },
  };
}
