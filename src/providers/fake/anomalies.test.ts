import { describe, expect, it } from 'vitest';
import { generateDemo } from '../../domain/demo';
import { getDataProvider } from './dataProvider';
import { demoData } from './demoData';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../domain/dates';
/** Every site, no date range (the provider's scope, fixed for these tests). */
const EVERY_SITE = { scope: () => ({ site: null, dateRange: {} }), timeZone: DEFAULT_COMPANY_TIME_ZONE };

const NOW = new Date('2026-11-20T10:30:00.000Z');
const OPTIONS = { seed: 1, scale: 0.5, days: 7, now: NOW };

describe('fake provider: fuel anomalies', () => {
  it('finds the demo’s planted anomalies with the reference rules; an explained one is hidden, then shown with its note', async () => {
    const provider = getDataProvider(demoData(OPTIONS), EVERY_SITE);
    const query = { site: null, from: new Date(2026, 10, 1), to: new Date(2026, 10, 20), includeExplained: false };
    const { anomalies } = await provider.getAnomalies(query);
    const planted = generateDemo(OPTIONS)
      .plantedAnomalies()
      .map((a) => `${a.source}-${a.fueling}-${a.code}`);
    expect(anomalies.map((a) => a.id).sort()).toEqual(planted.sort());

    await provider.explainAnomaly(anomalies[0].id, 'Sprawdzone');
    expect((await provider.getAnomalies(query)).anomalies.map((a) => a.id)).not.toContain(anomalies[0].id);
    const shown = (await provider.getAnomalies({ ...query, includeExplained: true })).anomalies.find((a) => a.id === anomalies[0].id);
    expect(shown?.explanation).toMatchObject({ note: 'Sprawdzone', explained_by: 'admin' });
  });

  it('keeps threshold changes, refusing bad ones in Polish', async () => {
    const provider = getDataProvider(demoData(OPTIONS), EVERY_SITE);
    expect((await provider.saveAnomalySettings({ gps_distance_m: '750,5' })).gps_distance_m).toBe(750.5);
    await expect(provider.saveAnomalySettings({ gps_distance_m: 0 })).rejects.toMatchObject({ status: 400 });
    expect((await provider.getAnomalySettings()).gps_distance_m).toBe(750.5);
  });
});
