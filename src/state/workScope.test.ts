// @vitest-environment jsdom
import '../test/domSetup';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_COMPANY_TIME_ZONE } from '../domain/dates';
import { readStored, STORAGE_READ_ERROR, STORAGE_WRITE_ERROR, writeStored } from './browserStorage';
import { defaultDateRange, SELECTED_SITE_KEY, workScope } from './workScope';

describe('shared work scope', () => {
  it('defaults the date range to the last 7 days up to today', () => {
    expect(defaultDateRange(DEFAULT_COMPANY_TIME_ZONE, new Date(2026, 0, 12, 15, 30))).toEqual({
      from: new Date(2026, 0, 5),
      to: new Date(2026, 0, 12),
    });
  });

  it("ends the default range on the company's today, not the browser's", () => {
    // 23:30 UTC on 12 January: already the 13th in Warsaw, still the 12th in New York.
    const now = new Date(Date.UTC(2026, 0, 12, 23, 30));
    expect(defaultDateRange('Europe/Warsaw', now)).toEqual({ from: new Date(2026, 0, 6), to: new Date(2026, 0, 13) });
    expect(defaultDateRange('America/New_York', now)).toEqual({ from: new Date(2026, 0, 5), to: new Date(2026, 0, 12) });
  });

  it('keeps the selected site in localStorage under selectedSite', () => {
    workScope.setSite(4);
    expect(window.localStorage.getItem(SELECTED_SITE_KEY)).toBe('4');
    workScope.setSite(null);
    expect(window.localStorage.getItem(SELECTED_SITE_KEY)).toBeNull();
  });

  it('notifies observers of changes', () => {
    const listener = vi.fn();
    const unsubscribe = workScope.subscribe(listener);
    workScope.setDateRange({ from: new Date(2026, 1, 1) });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('localStorage failures', () => {
  it('log the Polish message and carry on', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => writeStored('theme', 'dark')).not.toThrow();
    expect(readStored('theme')).toBeNull();
    expect(error).toHaveBeenCalledWith(STORAGE_WRITE_ERROR, expect.any(Error));
    expect(error).toHaveBeenCalledWith(STORAGE_READ_ERROR, expect.any(Error));
  });
});
