import { describe, expect, it } from 'vitest';
import { resources } from './resources';
import { exportFileName, fileNameDay } from './exportFiles';

describe('export file names', () => {
  it('say what the file holds and which company days', () => {
    const week = { from: '2026-11-17', to: '2026-11-24' };
    expect(exportFileName(resources.rides, week)).toBe('przejazdy_2026-11-17_2026-11-24.csv');
    expect(exportFileName(resources.fueling, week)).toBe('tankowania_2026-11-17_2026-11-24.csv');
    expect(exportFileName(resources['work-days'], week)).toBe('aktywnosc_2026-11-17_2026-11-24.csv');
  });

  it('say "wszystkie" without a range and for vehicles, which have no dates', () => {
    expect(exportFileName(resources.vehicles, { from: '2026-11-17', to: '2026-11-24' })).toBe('maszyny_wszystkie.csv');
    expect(exportFileName(resources.rides, {})).toBe('przejazdy_wszystkie.csv');
    expect(exportFileName(resources.rides, { from: '2026-11-17' })).toBe('przejazdy_od_2026-11-17.csv');
    expect(exportFileName(resources.rides, { to: '2026-11-24' })).toBe('przejazdy_do_2026-11-24.csv');
  });

  it('pad the days of the export query', () => {
    expect(fileNameDay('2026-1-5')).toBe('2026-01-05');
    expect(fileNameDay('2026-02-30')).toBeUndefined();
    expect(fileNameDay(undefined)).toBeUndefined();
  });
});
