import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COMPANY_TIME_ZONE, companyTimeZone, setCompanyTimeZone } from '../domain/dates';
import { loadCompanyTimeZone } from './companyTimeZone';

const settings = (timeZone: string) => ({ getAppSettings: async () => ({ tileUrl: 'https://t/{z}/{x}/{y}.png', timeZone }) });

afterEach(() => {
  setCompanyTimeZone(DEFAULT_COMPANY_TIME_ZONE);
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("the app's company time zone", () => {
  it("takes the server's zone", async () => {
    await loadCompanyTimeZone(settings('America/New_York'));
    expect(companyTimeZone()).toBe('America/New_York');
  });

  it("answers the server's document warning window for the screens, 30 days without one", async () => {
    const withWindow = { getAppSettings: async () => ({ tileUrl: 'https://t/{z}/{x}/{y}.png', timeZone: 'Europe/Warsaw', documentWarningDays: 14 }) };
    expect(await loadCompanyTimeZone(withWindow)).toEqual({ documentWarningDays: 14 });
    expect(await loadCompanyTimeZone(settings('Europe/Warsaw'))).toEqual({ documentWarningDays: 30 });
  });

  it('keeps the default zone when the settings cannot be read or name no zone', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadCompanyTimeZone({ getAppSettings: () => Promise.reject(new Error('offline')) });
    await loadCompanyTimeZone(settings('Mars/Olympus'));
    expect(companyTimeZone()).toBe(DEFAULT_COMPANY_TIME_ZONE);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('does not hold the first screen longer than 3 s', async () => {
    vi.useFakeTimers();
    const loading = loadCompanyTimeZone({ getAppSettings: () => new Promise(() => undefined) });
    await vi.advanceTimersByTimeAsync(3000);
    await loading;
    expect(companyTimeZone()).toBe(DEFAULT_COMPANY_TIME_ZONE);
  });
});
