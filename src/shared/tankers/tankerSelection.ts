/** Which tanker the /vehicle-fueling page shows (spec §2: the first one preselected). */
import type { Identifier, RaRecord } from 'ra-core';

/**
 * `chosen`: undefined until the user picks (the first tanker is shown), null once they cleared the
 * selector (none is shown), otherwise the picked tanker's id — or the first tanker when the picked
 * one is no longer listed (another site was selected).
 */
export function selectedTanker<T extends RaRecord>(tankers: readonly T[], chosen: Identifier | null | undefined): T | null {
  if (chosen === null) return null;
  const first = tankers[0] ?? null;
  if (chosen === undefined) return first;
  return tankers.find((tanker) => tanker.id === chosen) ?? first;
}
