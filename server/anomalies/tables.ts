/** Fuel anomalies' thresholds and explanations (migration 2026_11_24_0006, outside the registry). */
import type { Generated } from 'kysely';

export interface AnomalySettingTable {
  name: string;
  value: number;
}

export interface AnomalyExplanationTable {
  id: Generated<number>;
  /** The table of the explained fueling (src/domain/anomalies AnomalySource). */
  source: string;
  fueling: number;
  code: string;
  note: string;
  explained_by: number;
  explained_at: string;
}
