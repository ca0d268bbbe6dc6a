/** The anomaly list as CSV (docs/api.md "Anomalies"), written alike by the server and the fake provider. */
import { companyDateTime } from '../companyTime';
import { csvDocument } from '../csv';
import { rangeFileName } from '../exportFiles';
import type { AnomalyList } from './explanations';
import { ANOMALY_TITLES } from './reasons';

const HEADERS = [
  'Data i godzina',
  'Nr boczny',
  'Nr rejestracyjny',
  'Rodzaj tankowania',
  'Id tankowania',
  'Reguła',
  'Powód',
  'Wyjaśnienie',
  'Wyjaśnił',
  'Wyjaśniono',
];
const SOURCE_NAMES = {
  fueling: 'Stacja',
  vehicle_fueling: 'Cysterna->Maszyna',
  tanker_fueling: 'Dostawa do cysterny',
  fuel_level_change: 'Czujnik paliwa',
} as const;

export const anomaliesCsv = (list: AnomalyList, zone: string): string =>
  csvDocument(
    HEADERS,
    list.anomalies.map((anomaly) => [
      companyDateTime(anomaly.datetime, zone),
      anomaly.fleet_number,
      anomaly.registration_number,
      SOURCE_NAMES[anomaly.source],
      anomaly.fueling,
      ANOMALY_TITLES[anomaly.code],
      anomaly.reason,
      anomaly.explanation?.note,
      anomaly.explanation?.explained_by,
      anomaly.explanation ? companyDateTime(anomaly.explanation.explained_at, zone) : '',
    ]),
  );

/** anomalie-paliwowe_<first day>_<last day>.csv */
export const anomaliesFileName = (days: { from: string; to: string }): string => rangeFileName('anomalie-paliwowe', days);
