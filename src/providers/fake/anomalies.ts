/**
 * The fake provider's fuel anomalies (docs/api.md "Anomalies"), computed from the fake tables with
 * the reference rules; thresholds and explanations live in memory for the tab's life.
 */
import { HttpError, type DataProvider } from 'ra-core';
import { findAnomalies, type MachineFueling, type StationFueling, type TankerDelivery } from '../../domain/anomalies';
import { anomaliesCsv } from '../../domain/anomalies/anomaliesCsv';
import { withExplanations, type AnomalyExplanation } from '../../domain/anomalies/explanations';
import { anomalyInput, type AnomalyTables } from '../../domain/anomalies/input';
import { readThresholds } from '../../domain/anomalies/settings';
import { calendarDay, companyDayRange, paddedDay } from '../../domain/dates';
import { DEFAULT_FUEL_THRESHOLDS, type FuelThresholds } from '../../domain/reports/fuelLog';
import type { AnomalyListReport, SatDataProvider } from '../types';
import { allRows } from './allRows';
import { FAKE_CREDENTIALS } from './authProvider';
import { csvFile } from './csv';

type AnomalyMethods = Pick<
  SatDataProvider,
  'getAnomalies' | 'exportAnomaliesCsv' | 'explainAnomaly' | 'withdrawAnomalyExplanation' | 'getAnomalySettings' | 'saveAnomalySettings'
>;

export function fakeAnomalies(inner: DataProvider, timeZone: string): AnomalyMethods {
  let thresholds: FuelThresholds = { ...DEFAULT_FUEL_THRESHOLDS };
  const explanations = new Map<string, AnomalyExplanation>();
  const all = allRows(inner);

  const getAnomalies: SatDataProvider['getAnomalies'] = async ({ site, from, to, includeExplained }): Promise<AnomalyListReport> => {
    const [vehicles, fuelings, vehicleFuelings, tankerFuelings, locationPoints] = await Promise.all(
      ['vehicles', 'fueling', 'vehicle-fueling', 'tanker-fueling', 'location-history'].map((resource) => all(resource)),
    );
    const period = companyDayRange(calendarDay(from), calendarDay(to), timeZone);
    const tables = { vehicles, fuelings, vehicleFuelings, tankerFuelings, locationPoints } as unknown as AnomalyTables & {
      fuelings: StationFueling[];
      vehicleFuelings: MachineFueling[];
      tankerFuelings: TankerDelivery[];
    };
    const anomalies = findAnomalies(anomalyInput(tables, { site: site ?? undefined, ...period, thresholds }), timeZone);
    const byId = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle]));
    return {
      site,
      date_from: paddedDay(from),
      date_to: paddedDay(to),
      thresholds,
      anomalies: withExplanations(anomalies, [...explanations.values()], includeExplained).map((anomaly) => ({
        ...anomaly,
        fleet_number: byId.get(anomaly.vehicle)?.fleet_number ?? null,
        registration_number: byId.get(anomaly.vehicle)?.registration_number ?? null,
      })),
    };
  };

  return {
    getAnomalies,
    exportAnomaliesCsv: async (query) => csvFile(anomaliesCsv(await getAnomalies(query), timeZone)),
    explainAnomaly: async (anomaly, note) => {
      const [, source, fueling, code] = /^(\w+?)-(\d+)-(\w+)$/.exec(anomaly) ?? [];
      if (!source || note.trim() === '') throw new HttpError('Nieprawidłowe dane.', 400);
      explanations.set(anomaly, {
        source: source as AnomalyExplanation['source'],
        fueling: Number(fueling),
        code: code as AnomalyExplanation['code'],
        note: note.trim(),
        explained_by: FAKE_CREDENTIALS.username,
        explained_at: new Date().toISOString(),
      });
    },
    withdrawAnomalyExplanation: async (anomaly) => {
      explanations.delete(anomaly);
    },
    getAnomalySettings: async () => thresholds,
    saveAnomalySettings: async (changes) => {
      const reading = readThresholds(changes, thresholds);
      if (!reading.ok) throw new HttpError('Nieprawidłowe dane.', 400, { errors: reading.errors });
      thresholds = reading.thresholds;
      return thresholds;
    },
  };
}
