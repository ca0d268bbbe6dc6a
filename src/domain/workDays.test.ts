import { describe, expect, it } from 'vitest';
import { latestWorkDayPerPerson } from './workDays';

describe('latest work day per person', () => {
  it('keeps one row per person, the one that started last, in the incoming order', () => {
    const rows = [
      { id: 1, person: 7, datetime_start: '2026-01-05T07:00:00Z', datetime_end: '2026-01-05T15:00:00Z' },
      { id: 2, person: 8, datetime_start: '2026-01-06T06:00:00Z', datetime_end: null },
      { id: 3, person: 7, datetime_start: '2026-01-06T07:00:00Z', datetime_end: null },
      { id: 4, person: 8, datetime_start: '2026-01-04T06:00:00Z', datetime_end: '2026-01-04T14:00:00Z' },
    ];
    expect(latestWorkDayPerPerson(rows).map((row) => row.id)).toEqual([2, 3]);
  });

  it('keeps the last returned of two equal starts, and nothing of nothing', () => {
    const a = { id: 1, person: 1, datetime_start: '2026-01-05T07:00:00Z' };
    const b = { id: 2, person: 1, datetime_start: '2026-01-05T07:00:00Z' };
    expect(latestWorkDayPerPerson([a, b])).toEqual([b]);
    expect(latestWorkDayPerPerson([])).toEqual([]);
  });
});
