import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COMPANY_TIME_ZONE } from '../domain/dates';
import { loadCompanyTimeZone } from './companyTimeZone';

const settings = (timeZone: string) => ({ getAppSettings: async () => ({ tileUrl: 'https://t/{z}/{x}/{y}.png', timeZone }) });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("the app's company time zone", () => {
  it("takes the server's zone", async () => {
    expect((await loadCompanyTimeZone(settings('America/New_York'))).timeZone).toBe('America/New_York');
  });

  it("answers the server's document warning window for the screens, 30 days without one", async () => {
    const withWindow = { getAppSettings: async () => ({ tileUrl: 'https://t/{z}/{x}/{y}.png', timeZone: 'Europe/Warsaw', documentWarningDays: 14 }) };
    expect((await loadCompanyTimeZone(withWindow)).screen).toEqual({ documentWarningDays: 14 });
    expect((await loadCompanyTimeZone(settings('Europe/Warsaw'))).screen).toEqual({ documentWarningDays: 30 });
  });

  it('keeps the default zone when the settings cannot be read or name no zone', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await loadCompanyTimeZone({ getAppSettings: () => Promise.reject(new Error('offline')) })).timeZone).toBe(DEFAULT_COMPANY_TIME_ZONE);
    expect((await loadCompanyTimeZone(settings('Mars/Olympus'))).timeZone).toBe(DEFAULT_COMPANY_TIME_ZONE);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('does not hold the first screen longer than 3 s', async () => {
    vi.useFakeTimers();
    const loading = loadCompanyTimeZone({ getAppSettings: () => new Promise(() => undefined) });
    await vi.advanceTimersByTimeAsync(3000);
    expect((await loading).timeZone).toBe(DEFAULT_COMPANY_TIME_ZONE);
  });
});
