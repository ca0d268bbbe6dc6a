import { describe, expect, it } from 'vitest';
import { pl } from './pl';
import { uk } from './uk';

/** Every key path of a message tree ("queue.actions.rideStart"), functions as leaves. */
const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${name}.`) : [`${prefix}${name}`],
  );

describe('the Ukrainian texts', () => {
  it('have every key of the Polish ones and no other', () => {
    expect(keysOf(uk).sort()).toEqual(keysOf(pl).sort());
  });

  it('are translated (no Polish text left where the languages differ) and keep the Polish numbers passed in', () => {
    expect(uk.workDay.start).not.toBe(pl.workDay.start);
    expect(uk.queue.title(3)).toBe('До відправлення (3)');
    expect(uk.ride.distanceSoFar('12,4')).toBe('Відстань: 12,4 км');
  });
});
