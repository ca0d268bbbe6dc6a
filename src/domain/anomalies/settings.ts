/**
 * The anomaly thresholds as settings (defaults: DEFAULT_FUEL_THRESHOLDS): their Polish names, the
 * values each may take, and the reading of a change with Polish messages per field.
 */
import { numberMessages, parseDecimal } from '../numbers';
import { DEFAULT_FUEL_THRESHOLDS, type FuelThresholds } from '../reports/fuelLog';
import { settingHistorySpec } from '../resources/shared';
import type { ResourceSpec } from '../resources/spec';
import { messages, type FieldErrors } from '../validation';

export type ThresholdName = keyof FuelThresholds;

interface ThresholdSpec {
  label: string;
  /** Exclusive lower bound and inclusive upper bound. */
  above: number;
  max: number;
  /** A share (0,5) that people read and type in per cent (50), under this label. */
  percentLabel?: string;
}

export const THRESHOLD_SPECS: Record<ThresholdName, ThresholdSpec> = {
  window_hours: { label: 'Okno dwóch tankowań (h)', above: 0, max: 168 },
  max_km_per_hour: { label: 'Najwięcej km na godzinę zegarową', above: 0, max: 1000 },
  max_engine_hours_per_hour: { label: 'Najwięcej motogodzin na godzinę zegarową', above: 0, max: 24 },
  consumption_deviation: {
    label: 'Dopuszczalne odchylenie zużycia od normy (udział)',
    above: 0,
    max: 100,
    percentLabel: 'Dopuszczalne odchylenie zużycia od normy (%)',
  },
  gps_distance_m: { label: 'Dopuszczalna odległość tankowania od maszyny (m)', above: 0, max: 1_000_000 },
  price_deviation: {
    label: 'Dopuszczalne odchylenie ceny od mediany miesiąca (udział)',
    above: 0,
    max: 10,
    percentLabel: 'Dopuszczalne odchylenie ceny od mediany miesiąca (%)',
  },
  fuel_level_litres: { label: 'Zmiana paliwa na postoju z czujnika: tankowanie lub spadek (l)', above: 0, max: 10_000 },
  refuel_match_hours: { label: 'Okno dopasowania tankowania z czujnika do zapisu (h)', above: 0, max: 168 },
};

export const THRESHOLD_NAMES = Object.keys(DEFAULT_FUEL_THRESHOLDS) as ThresholdName[];

export const thresholdMessages = {
  positive: 'Wartość musi być większa od zera.',
  max: (max: number) => `Wartość nie może być większa niż ${max}.`,
  unknown: 'Nieznane ustawienie.',
} as const;

export type ThresholdReading = { ok: true; thresholds: FuelThresholds } | { ok: false; errors: FieldErrors };

/**
 * A change of thresholds over `current`: any subset of the settings, each a number (or a number
 * written the Polish way, `12,5` or `1 234,5`) within its bounds; unknown names are refused.
 */
export function readThresholds(body: unknown, current: FuelThresholds = DEFAULT_FUEL_THRESHOLDS): ThresholdReading {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, errors: { body: [messages.body] } };
  const errors: FieldErrors = {};
  const thresholds = { ...current };
  for (const [name, raw] of Object.entries(body)) {
    const spec = THRESHOLD_SPECS[name as ThresholdName];
    if (!spec) {
      errors[name] = [thresholdMessages.unknown];
      continue;
    }
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? (parseDecimal(raw) ?? NaN) : NaN;
    if (!Number.isFinite(value)) errors[name] = [numberMessages.number];
    else if (value <= spec.above) errors[name] = [thresholdMessages.positive];
    else if (value > spec.max) errors[name] = [thresholdMessages.max(spec.max)];
    else thresholds[name as ThresholdName] = value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, thresholds };
}

/**
 * The thresholds are no record, but their changes go to the change history (entity
 * `anomaly-settings`, one record: ANOMALY_SETTINGS_RECORD), each changed threshold by its label
 * with its value before and after.
 */
export const ANOMALY_SETTINGS_RECORD = 1;

export const anomalySettingsHistorySpec: ResourceSpec = settingHistorySpec({
  name: 'anomaly-settings',
  apiPath: '/api/anomalies/settings',
  table: 'anomaly_setting',
  label: 'Progi anomalii paliwowych',
  singular: 'Progi anomalii',
  fields: Object.fromEntries(THRESHOLD_NAMES.map((name) => [name, { type: 'number', label: THRESHOLD_SPECS[name].label }])),
});
