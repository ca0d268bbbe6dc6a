/**
 * Explained anomalies: a note (who, when) that stops an anomaly counting without changing the
 * fueling. An explanation is keyed by the anomaly's source, fueling and rule.
 */
import type { FuelThresholds } from '../reports/fuelLog';
import type { Anomaly, AnomalyCode, AnomalySource } from './types';
import { anomalyId } from './types';

export interface AnomalyExplanation {
  source: AnomalySource;
  fueling: number;
  code: AnomalyCode;
  note: string;
  /** The username of who explained it. */
  explained_by: string;
  explained_at: string;
}

export interface ListedAnomaly extends Anomaly {
  explanation: { note: string; explained_by: string; explained_at: string } | null;
}

/** A listed anomaly with its vehicle's numbers (GET /api/anomalies/). */
export interface VehicleAnomaly extends ListedAnomaly {
  fleet_number: number | null;
  registration_number: string | null;
}

/** GET /api/anomalies/: the anomalies of a site (every site: null) and period with the thresholds they were found with. */
export interface AnomalyList {
  site: number | null;
  date_from: string;
  date_to: string;
  thresholds: FuelThresholds;
  anomalies: VehicleAnomaly[];
}

export const MAX_NOTE_LENGTH = 1000;

/** The anomalies with their explanations; explained ones only when asked for. */
export function withExplanations(anomalies: readonly Anomaly[], explanations: readonly AnomalyExplanation[], includeExplained: boolean): ListedAnomaly[] {
  const byId = new Map(explanations.map((row) => [anomalyId(row.source, row.fueling, row.code), row]));
  return anomalies
    .map((anomaly): ListedAnomaly => {
      const row = byId.get(anomaly.id);
      return { ...anomaly, explanation: row ? { note: row.note, explained_by: row.explained_by, explained_at: row.explained_at } : null };
    })
    .filter((anomaly) => includeExplained || anomaly.explanation === null);
}
