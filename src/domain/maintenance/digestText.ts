/**
 * The daily maintenance digest's e-mail (issue 15 §4): what is overdue and what falls due within
 * the warning window on a site, in Polish plain text.
 */
import { companyDateTime } from '../companyTime';
import { showDay } from '../dates';
import { POSITION_ANOMALY_TITLES } from '../sites/positionAnomalies';
import type { PositionAnomalyRow } from '../sites/siteTimeReport';
import { formatDecimal } from '../numbers';
import { polishPlural } from '../plural';
import { DISTANCE_UNIT } from '../reports/reportCsv';
import { dueCounts, type DueDocument, type DueService, type MaintenanceDue } from './due';
import { vehicleName } from './dueCsv';

const days = (count: number) => `${count} ${polishPlural(Math.abs(count), ['dzień', 'dni', 'dni'])}`;

function serviceLine(item: DueService): string {
  const parts: string[] = [];
  if (item.remaining_reading !== null) {
    const unit = DISTANCE_UNIT[item.unit];
    parts.push(
      item.remaining_reading < 0
        ? `przekroczono o ${formatDecimal(-item.remaining_reading)} ${unit}`
        : `zostało ${formatDecimal(item.remaining_reading)} ${unit}`,
    );
  }
  if (item.remaining_days !== null && item.due_date !== null) {
    parts.push(item.remaining_days < 0 ? `termin minął ${showDay(item.due_date)}` : `termin ${showDay(item.due_date)} (za ${days(item.remaining_days)})`);
  }
  return `- ${vehicleName(item.vehicle)} (${item.vehicle.vehicle_model}): ${item.plan.name}, ${parts.join(', ') || 'brak odczytu licznika'}`;
}

function documentLine(item: DueDocument): string {
  const when = item.days_left < 0 ? `wygasł ${showDay(item.valid_until)}` : `ważny do ${showDay(item.valid_until)} (za ${days(item.days_left)})`;
  return `- ${item.owner_name}: ${item.kind_label}${item.number ? ` nr ${item.number}` : ''}, ${when}`;
}

export interface DigestMessage {
  subject: string;
  text: string;
}

/** A position anomaly as the digest lists it: when, which vehicle, what, where. */
function positionLine(item: PositionAnomalyRow, zone: string): string {
  const vehicle = [item.fleet_number, item.registration_number].filter((part) => part !== null && part !== '').join(' ');
  return `- ${companyDateTime(item.datetime, zone)} ${vehicle}: ${POSITION_ANOMALY_TITLES[item.code]} (${item.latitude}, ${item.longitude})`;
}

/** The position anomalies of the site's vehicles on the company day `day` (issue 31 §4). */
export interface DigestPositions {
  day: string;
  anomalies: readonly PositionAnomalyRow[];
}

/** The digest of one site on `report.today`; null when nothing is overdue or due and there is no position anomaly. */
export function digestMessage(siteName: string, report: MaintenanceDue, zone: string, positions?: DigestPositions): DigestMessage | null {
  const counts = dueCounts(report);
  const anomalies = positions?.anomalies ?? [];
  if (counts.overdue + counts.due === 0 && anomalies.length === 0) return null;
  const section = (title: string, status: 'overdue' | 'due') => {
    const lines = [
      ...report.services.filter((item) => item.status === status).map(serviceLine),
      ...report.documents.filter((item) => item.status === status).map(documentLine),
    ];
    return lines.length ? [`${title} (${lines.length}):`, ...lines, ''] : [];
  };
  const text = [
    `Serwis i terminy na budowie ${siteName}, stan na ${showDay(report.today)}.`,
    '',
    ...section('Po terminie', 'overdue'),
    ...section(`Wkrótce (w ciągu ${days(report.warning_days)})`, 'due'),
    ...(anomalies.length
      ? [`Anomalie pozycji maszyn z dnia ${showDay(positions!.day)} (${anomalies.length}):`, ...anomalies.map((item) => positionLine(item, zone)), '']
      : []),
    'Wiadomość wysłana automatycznie przez SAT.',
  ].join('\n');
  const anomalyCount = anomalies.length ? `, ${anomalies.length} ${polishPlural(anomalies.length, ['anomalia', 'anomalie', 'anomalii'])} pozycji` : '';
  const subject = `SAT: ${siteName}: ${counts.overdue} po terminie, ${counts.due} wkrótce${anomalyCount} (${showDay(report.today)})`;
  return { subject, text };
}
