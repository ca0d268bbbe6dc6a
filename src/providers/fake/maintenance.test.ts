// @vitest-environment jsdom
import '../../test/domSetup';
/** The fake provider's maintenance (issue 15): the browser demo's due report and expired marks, a service restarting an interval. */
import { describe, expect, it } from 'vitest';
import type { WorkScope } from '../../state/workScope';
import { getDataProvider } from './dataProvider';
import { demoData } from './demoData';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../domain/dates';

const OPTIONS = { seed: 1, scale: 0.5, days: 7, now: new Date() };

describe('fake provider: maintenance', () => {
  it('reports the demo site’s services and documents, marks machines whose inspection or OC ended, and a service restarts the interval', async () => {
    const scope: WorkScope = { site: null, dateRange: {} };
    const provider = getDataProvider(demoData(OPTIONS), { scope: () => scope, timeZone: DEFAULT_COMPANY_TIME_ZONE });
    const report = await provider.getMaintenanceDue(1);
    expect(new Set(report.services.map((item) => item.status))).toEqual(new Set(['overdue', 'due', 'unknown', 'ok']));
    expect(report.documents.some((item) => item.status === 'overdue')).toBe(true);

    scope.site = 1;
    const { data: vehicles } = await provider.getList('vehicles', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    const marked = vehicles.filter((vehicle) => vehicle.expired_documents);
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((vehicle) => /^(Przegląd techniczny|Ubezpieczenie OC)(, Ubezpieczenie OC)?$/.test(vehicle.expired_documents))).toBe(true);

    const overdue = report.services.find((item) => item.status === 'overdue' && item.current_reading !== null)!;
    await provider.create('service-records', { data: { vehicle: overdue.vehicle.id, date: report.today, reading: overdue.current_reading, files: [] } });
    const after = (await provider.getMaintenanceDue(1)).services.find((item) => item.vehicle.id === overdue.vehicle.id && item.plan.id === overdue.plan.id)!;
    expect(after).toMatchObject({
      status: 'ok',
      last_service: { date: report.today, reading: overdue.current_reading },
      remaining_reading: overdue.plan.interval_reading,
    });
  });
});
