/** The fake provider's haul report (docs/api.md "Reports", issue 13 §4), computed with the reference definition. */
import { HttpError, type DataProvider } from 'ra-core';
import { calendarDay } from '../../domain/dates';
import { haulReport, type HaulReportAnswer, type HaulRide, type HaulVehicle } from '../../domain/reports/haul';
import { haulCsv } from '../../domain/reports/haulCsv';
import { companyDays } from '../../domain/reports/tankerLedger';
import { resources } from '../../domain/resources';
import type { HaulQuery, SatDataProvider } from '../types';
import { allRows } from './allRows';
import { csvFile } from './csv';

export function fakeHaul(inner: DataProvider, timeZone: string): Pick<SatDataProvider, 'getHaulReport' | 'exportHaulCsv'> {
  const rows = allRows(inner);
  const getHaulReport = async ({ site, from, to }: HaulQuery): Promise<HaulReportAnswer> => {
    const [rides, vehicles, materials, places, sites] = await Promise.all(
      ['rides', 'vehicles', 'materials', 'places', 'sites'].map((resource) => rows(resource)),
    );
    const siteRow = sites.find((row) => row.id === site);
    if (site !== null && !siteRow) throw new HttpError(resources.sites.notFoundMessage, 404);
    const days = companyDays(calendarDay(from), calendarDay(to), timeZone);
    const report = haulReport({
      rides: rides as unknown as HaulRide[],
      names: {
        vehicles: new Map(
          vehicles.map((vehicle) => [Number(vehicle.id), { ...(vehicle as unknown as HaulVehicle), payload_tonnes: vehicle.payload_tonnes ?? null }]),
        ),
        materials: new Map(materials.map((material) => [Number(material.id), String(material.name)])),
        places: new Map(places.map((place) => [Number(place.id), String(place.name)])),
      },
      days,
      site,
    });
    return {
      site: siteRow ? { id: Number(siteRow.id), name: String(siteRow.name) } : null,
      date_from: days[0]?.day ?? '',
      date_to: days.at(-1)?.day ?? '',
      ...report,
    };
  };
  return {
    getHaulReport,
    exportHaulCsv: async (query, table) => csvFile(haulCsv(await getHaulReport(query), table, timeZone)),
  };
}
