import { describe, expect, it } from 'vitest';
import { parseRouteId } from './routeId';

describe('route ids', () => {
  it('reads positive integers', () => {
    expect(parseRouteId('42')).toBe(42);
    expect(parseRouteId('007')).toBe(7);
  });

  it('refuses anything else', () => {
    for (const text of [undefined, '', 'abc', '12x', '1.5', '-3', '0', ' 4', '1e3', '9999999999999999']) {
      expect(parseRouteId(text)).toBeNull();
    }
  });
});
