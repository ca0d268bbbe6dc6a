import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safeRedirect';

const origin = 'https://sat.example.pl';

describe('safeRedirect', () => {
  it('keeps in-app addresses with search and hash', () => {
    expect(safeRedirect('/materials?site=2#x', origin)).toBe('/materials?site=2#x');
    expect(safeRedirect(`${origin}/rides`, origin)).toBe('/rides');
  });

  it('refuses other sites, the login page itself and nothing', () => {
    expect(safeRedirect('https://evil.example.com/rides', origin)).toBeNull();
    expect(safeRedirect('//evil.example.com/rides', origin)).toBeNull();
    expect(safeRedirect('/login?redirect=/x', origin)).toBeNull();
    expect(safeRedirect(null, origin)).toBeNull();
  });
});
