import { describe, expect, it } from 'vitest';
import { resources } from '../resources';
import { validateResourceWrite } from '../validation';
import { generateDemo } from './index';

describe('the demo subcontractors', () => {
  const demo = generateDemo({ seed: 3, scale: 1, now: new Date('2026-11-24T10:00:00Z') });

  it('are a few per site, supervised by someone of the same site', () => {
    expect(demo.subcontractors.length).toBe(demo.sites.length * 3);
    const siteOf = new Map(demo.people.map((person) => [person.id, person.site]));
    for (const row of demo.subcontractors) expect(siteOf.get(row.supervisor!)).toBe(row.site);
  });

  it('pass every rule of the declaration, as the API would store them', () => {
    for (const { id, ...row } of demo.subcontractors) {
      const result = validateResourceWrite(resources.subcontractors, row, 'create');
      expect(result, `subcontractor ${id}`).toMatchObject({ ok: true });
      if (result.ok) expect(result.value).toMatchObject({ ...row, materials: [] });
    }
    const soon = demo.subcontractors.filter((row) => row.contract_until! <= '2026-12-31');
    expect(soon.length).toBeGreaterThan(0);
  });
});
