/**
 * The tank's level read from a tracker while the engine is stopped (issue 31 §2): a rise is a
 * refuel, a fall is fuel gone from a parked machine. One step per position, in the device's order
 * of time, over the vehicle's running state:
 *
 * - ignition on ends the stop; ignition off begins one, its reference the level then;
 * - while stopped, a level at least FUEL_CHANGE_FLOOR_LITRES above (below) the reference is a
 *   change (refuel, drop) from the reference to it, and becomes the reference;
 * - a level further up after a refuel (further down after a drop) in the same stop extends that
 *   change: a tank filled, or drained, over several positions is one change;
 * - a position dated before the state's latest is late: it moves nothing (positions stored, meters
 *   read, but the tank's story is told in order);
 * - a position without ignition, or without a level, moves nothing either.
 *
 * Changes are kept from the floor up; the anomaly rules (src/domain/anomalies/fuelLevel.ts) compare
 * them with the settings' litres.
 */

/** Rises and falls smaller than this are the sensor's own noise, never kept. */
export const FUEL_CHANGE_FLOOR_LITRES = 5;

export type FuelChangeKind = 'refuel' | 'drop';

export interface FuelState {
  last_at: string;
  stopped: boolean;
  reference_litres: number | null;
  /** The stop's latest change. */
  change: { id: number; kind: FuelChangeKind } | null;
}

export interface FuelSample {
  datetime: string;
  ignition: boolean | null;
  litres: number | null;
}

export type FuelStep =
  /** Nothing to write (a late position). */
  | { kind: 'late' }
  | {
      kind: 'state';
      state: FuelState;
      /** A new change to store (its id then set on the state), or the stop's change extended to `litres_after`. */
      change: null | { new: true; kind: FuelChangeKind; litres_before: number; litres_after: number } | { new: false; id: number; litres_after: number };
    };

export function fuelStep(state: FuelState | null, sample: FuelSample): FuelStep {
  if (state && Date.parse(sample.datetime) <= Date.parse(state.last_at)) return { kind: 'late' };
  const base: FuelState = state ?? { last_at: sample.datetime, stopped: false, reference_litres: null, change: null };
  const moved = { ...base, last_at: sample.datetime };
  if (sample.ignition === null) return { kind: 'state', state: moved, change: null };
  if (sample.ignition) return { kind: 'state', state: { ...moved, stopped: false, reference_litres: null, change: null }, change: null };
  if (sample.litres === null) return { kind: 'state', state: moved, change: null };
  const litres = sample.litres;
  if (!base.stopped || base.reference_litres === null) {
    return { kind: 'state', state: { ...moved, stopped: true, reference_litres: litres, change: null }, change: null };
  }
  const reference = base.reference_litres;
  const extends_ = base.change && (base.change.kind === 'refuel' ? litres > reference : litres < reference);
  if (extends_ && base.change) {
    return { kind: 'state', state: { ...moved, reference_litres: litres }, change: { new: false, id: base.change.id, litres_after: litres } };
  }
  if (Math.abs(litres - reference) >= FUEL_CHANGE_FLOOR_LITRES) {
    const kind: FuelChangeKind = litres > reference ? 'refuel' : 'drop';
    return {
      kind: 'state',
      state: { ...moved, reference_litres: litres, change: null },
      change: { new: true, kind, litres_before: reference, litres_after: litres },
    };
  }
  return { kind: 'state', state: moved, change: null };
}
