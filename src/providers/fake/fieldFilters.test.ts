import { describe, expect, it } from 'vitest';
import { subcontractors } from '../../domain/resources/subcontractors';
import { splitFieldFilters, sortField, withComputed } from './fieldFilters';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../domain/dates';

const rows = [
  { id: 1, site: 1, trade: 'transport', vat_payer: true, insured: 1, contract_from: '2026-01-10', materials: [1, 3] },
  { id: 2, site: 1, trade: 'concrete', vat_payer: false, insured: 0, contract_from: '2026-02-01', materials: [2] },
  { id: 3, site: 1, trade: 'transport', vat_payer: null, insured: false, contract_from: '2026-02-28', materials: [] },
];
const found = (filter: Record<string, unknown>) => {
  const { test } = splitFieldFilters(subcontractors, filter, DEFAULT_COMPANY_TIME_ZONE);
  return rows.filter((row) => test?.(row) ?? true).map((row) => row.id);
};

describe('fake-rest list filters (the API contract)', () => {
  it('match enums exactly and leave the scope to fakerest', () => {
    expect(found({ trade: 'transport' })).toEqual([1, 3]);
    expect(splitFieldFilters(subcontractors, { trade: 'transport', site: 1 }, DEFAULT_COMPANY_TIME_ZONE).rest).toEqual({});
    expect(splitFieldFilters(subcontractors, { id: [1, 2] }, DEFAULT_COMPANY_TIME_ZONE).rest).toEqual({ id: [1, 2] });
  });

  it('read yes/no as true/false, 1/0, tak/nie, and brak/null for a tri-state "not known"', () => {
    expect(found({ vat_payer: 'true' })).toEqual([1]);
    expect(found({ vat_payer: 'nie' })).toEqual([2]);
    expect(found({ vat_payer: 'brak' })).toEqual([3]);
    expect(found({ vat_payer: 'null' })).toEqual([3]);
    expect(found({ insured: '1' })).toEqual([1]);
    expect(found({ insured: 'false' })).toEqual([2, 3]);
  });

  it('match a multi-reference holding the id', () => {
    expect(found({ materials: '3' })).toEqual([1]);
    expect(found({ materials: '2' })).toEqual([2]);
  });

  it('take a date range as inclusive company days', () => {
    expect(found({ contract_from_from: '2026-02-01' })).toEqual([2, 3]);
    expect(found({ contract_from_to: '2026-02-01' })).toEqual([1, 2]);
    expect(found({ contract_from_from: '2026-01-11', contract_from_to: '2026-02-27' })).toEqual([2]);
  });

  it('compute days until a date on the company calendar, null without a date, and sort by the date', () => {
    const today = new Date(2026, 10, 24);
    const daysLeft = (contract_until: string | null) => withComputed(subcontractors, { contract_until }, today).days_left;
    expect(daysLeft('2026-12-24')).toBe(30);
    expect(daysLeft('2026-11-20')).toBe(-4);
    expect(daysLeft(null)).toBeNull();
    expect(sortField(subcontractors, 'days_left')).toBe('contract_until');
  });
});
