import { describe, expect, it } from 'vitest';
import { getResource } from '../domain/resources';
import { requiresSelectedSite, withSelectedSite } from './siteForNewRows';

describe('the selected site for new rows', () => {
  it('fills a blank site of a site-scoped row and keeps a given one', () => {
    const materials = getResource('materials');
    expect(withSelectedSite(materials, { name: 'Piasek' }, 5)).toEqual({ name: 'Piasek', site: 5 });
    expect(withSelectedSite(materials, { name: 'Piasek', site: '' }, 5)).toEqual({ name: 'Piasek', site: 5 });
    expect(withSelectedSite(materials, { name: 'Piasek', site: 2 }, 5)).toEqual({ name: 'Piasek', site: 2 });
  });

  it('leaves the row alone without a selected site or for a resource that is not site-scoped', () => {
    const row = { name: 'Piasek' };
    expect(withSelectedSite(getResource('materials'), row, null)).toBe(row);
    expect(withSelectedSite(getResource('sites'), row, 5)).toBe(row);
  });

  it('requires a selected site only where the site is required', () => {
    expect(requiresSelectedSite(getResource('vehicles'))).toBe(true);
    expect(requiresSelectedSite(getResource('materials'))).toBe(false);
    expect(requiresSelectedSite(getResource('sites'))).toBe(false);
  });
});
