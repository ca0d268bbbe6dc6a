/**
 * A fuel card used for a vehicle other than its own (issue 32 §2): a statement's transaction made
 * with a card kept by one vehicle while its plate names another vehicle of the fleet. Only
 * statements tell it (server/fuelStatements), so the input holds such transactions already found.
 */
import { periodCheck, type AnomalyInput, type Flag } from './types';

export function cardFlags(input: AnomalyInput): Flag[] {
  const inPeriod = periodCheck(input);
  return (input.cardUses ?? [])
    .filter((use) => inPeriod(use.datetime))
    .map((use) => ({
      source: 'fueling',
      fueling: use.fueling,
      vehicle: use.vehicle,
      datetime: use.datetime,
      code: 'card_other_vehicle',
      values: { card_fleet_number: use.card_fleet_number, used_fleet_number: use.used_fleet_number },
    }));
}
