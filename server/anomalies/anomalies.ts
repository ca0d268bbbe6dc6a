/**
 * The anomaly list (docs/api.md "Anomalies"): the query read with Polish messages, the rows of
 * ./repository run through the rules of src/domain/anomalies, explanations attached.
 */
import type { Kysely } from 'kysely';
import { ANOMALY_CODES, findAnomalies, type AnomalyCode, type AnomalySource } from '../../src/domain/anomalies';
import { knownStation } from '../../src/domain/anomalies/station';
import { MAX_NOTE_LENGTH, withExplanations, type AnomalyList } from '../../src/domain/anomalies/explanations';
import { ANOMALY_SETTINGS_RECORD, anomalySettingsHistorySpec, readThresholds } from '../../src/domain/anomalies/settings';
import type { ChangeAction } from '../../src/domain/changeHistory';
import { companyDayRange } from '../../src/domain/dates';
import { DEFAULT_FUEL_THRESHOLDS, type FuelThresholds } from '../../src/domain/reports/fuelLog';
import { companyDays } from '../../src/domain/reports/tankerLedger';
import { messages, REQUIRED_MESSAGE, type FieldErrors } from '../../src/domain/validation';
import { resourceList } from '../../src/domain/resources';
import { recordChange, recordEvent, type Actor, type RecordedEvent } from '../audit/changeLog';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../errors';
import type { Period } from '../reports';
import type { SiteCheck } from '../auth/siteAccess';
import {
  cardUses,
  companyPrices,
  explain,
  explanationNote,
  explanations,
  fuelingSite,
  machineFuelings,
  nearestFixes,
  petrolPlaces,
  scopeVehicles,
  statementFixes,
  stationTransactions,
  stationFuelings,
  storedThresholds,
  storeThresholds,
  tankChanges,
  tankerDeliveries,
  unexplain,
  type ExplanationKey,
} from './repository';

export async function currentThresholds(db: Kysely<Database>): Promise<FuelThresholds> {
  return { ...DEFAULT_FUEL_THRESHOLDS, ...(await storedThresholds(db)) };
}

/**
 * Saves a change of thresholds with its history row (each changed threshold before and after), or
 * answers 400 with Polish messages per setting.
 */
export async function changeThresholds(db: Kysely<Database>, body: unknown, actor: Actor): Promise<FuelThresholds> {
  return db.transaction().execute(async (trx) => {
    const before = await currentThresholds(trx);
    const reading = readThresholds(body, before);
    if (!reading.ok) throw badRequest(reading.errors);
    await storeThresholds(trx, reading.thresholds);
    await recordChange(trx, actor, { spec: anomalySettingsHistorySpec, id: ANOMALY_SETTINGS_RECORD, before: { ...before }, after: { ...reading.thresholds } });
    return reading.thresholds;
  });
}

/** The list's parameters (./routes.ts anomalyQuery): the site (every site when none), days, and whether explained ones are listed. */
export interface AnomalyParams extends Period {
  site?: number;
  include_explained: boolean;
}

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The anomalies of the scope's fuelings in the query's company days; `checkSite` refuses a site the account may not see. */
export async function anomalyList(db: Kysely<Database>, params: AnomalyParams, checkSite: SiteCheck, zone: string): Promise<AnomalyList> {
  checkSite(params.site);
  const { date_from: from, date_to: to } = params;
  const days = companyDays(from, to, zone);
  const scope = { site: params.site, fromIso: days[0].startIso, toIso: days.at(-1)!.endIso };
  const months = companyDayRange(
    { year: from.year, month: from.month, day: 1 },
    { year: to.year, month: to.month, day: lastDayOfMonth(to.year, to.month) },
    zone,
  );
  const thresholds = await currentThresholds(db);
  const windowStart = new Date(Date.parse(scope.fromIso) - thresholds.window_hours * 3_600_000).toISOString();
  const [vehicles, fuelings, vehicleFuelings, fixes, deliveries, companyMonthPrices, explained] = await Promise.all([
    scopeVehicles(db, scope),
    stationFuelings(db, scope),
    machineFuelings(db, scope),
    nearestFixes(db, scope),
    tankerDeliveries(db, scope, windowStart),
    companyPrices(db, months.fromIso, months.toIso),
    explanations(db),
  ]);
  const fuelLevelChanges = await tankChanges(db, scope);
  const statementCardUses = await cardUses(db, scope);
  // A statement's station is checked against the vehicle's GPS only where a petrol place names it: only those need fixes.
  const places = await petrolPlaces(db);
  const stations = (await stationTransactions(db, scope)).filter((transaction) => knownStation(transaction, places));
  const stationFixes = await statementFixes(
    db,
    stations.map((transaction) => transaction.fueling),
  );
  const anomalies = findAnomalies(
    {
      vehicles,
      fuelings,
      vehicleFuelings,
      tankerFuelings: deliveries,
      fixes: [...fixes, ...stationFixes],
      prices: companyMonthPrices,
      fuelLevelChanges,
      cardUses: statementCardUses,
      stationTransactions: stations,
      petrolPlaces: places,
      ...scope,
      thresholds,
    },
    zone,
  );
  const byId = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle]));
  return {
    site: params.site ?? null,
    date_from: days[0].day,
    date_to: days.at(-1)!.day,
    thresholds,
    anomalies: withExplanations(anomalies, explained, params.include_explained).map((anomaly) => ({
      ...anomaly,
      fleet_number: byId.get(anomaly.vehicle)?.fleet_number ?? null,
      registration_number: byId.get(anomaly.vehicle)?.registration_number ?? null,
    })),
  };
}

/** The change history's entity of a tracker's tank change (no registry resource). */
export const FUEL_LEVEL_CHANGE_ENTITY = 'fuel-level-changes';

const SOURCES: readonly AnomalySource[] = ['fueling', 'vehicle_fueling', 'tanker_fueling', 'fuel_level_change'];
const ANOMALY_ID = /^(fueling|vehicle_fueling|tanker_fueling|fuel_level_change)-(\d{1,9})-([a-z_]+)$/;

/** An anomaly id (`<source>-<fueling>-<code>`) as its parts, or null. */
export function parseAnomalyId(text: unknown): ExplanationKey | null {
  const match = typeof text === 'string' ? ANOMALY_ID.exec(text.trim()) : null;
  if (!match || !SOURCES.includes(match[1] as AnomalySource) || !ANOMALY_CODES.includes(match[3] as AnomalyCode)) return null;
  return { source: match[1] as AnomalySource, fueling: Number(match[2]), code: match[3] as AnomalyCode };
}

/**
 * An explanation as the history keeps it, on the fueling it is of (its source's resource): the
 * rule, and the note before and after (null: not explained).
 */
function explanationEvent(key: ExplanationKey, action: ChangeAction, from: string | null, to: string | null): RecordedEvent {
  // A tank change is no record of the registry: its explanations are kept under its own name.
  const entity = resourceList.find((spec) => spec.table === key.source)?.name ?? FUEL_LEVEL_CHANGE_ENTITY;
  return { entity, id: key.fueling, action, changes: { anomaly: [key.code, key.code], explanation: [from, to] } };
}

export const ANOMALY_ID_MESSAGE = 'Podaj identyfikator anomalii (źródło-id-reguła).';
const ANOMALY_NOT_FOUND = 'Nie znaleziono tankowania tej anomalii.';

/**
 * Marks an anomaly explained by the user with the note, recorded in the fueling's history with the
 * note it replaces; answers the explanation. `checkSite` refuses a fueling of a site the account
 * may not see (the site its anomaly is listed under).
 */
export interface Explanation {
  /** The anomaly's id as sent (trimmed). */
  anomaly: string;
  key: ExplanationKey;
  note: string;
}

/** An explanation's body (POST /api/anomalies/explain/): the anomaly's id and a note, or 400 with Polish messages. */
export function readExplanation(body: unknown): Explanation {
  const input: object = typeof body === 'object' && body !== null ? body : {};
  const anomaly = 'anomaly' in input ? input.anomaly : undefined;
  const note = 'note' in input ? input.note : undefined;
  const errors: FieldErrors = {};
  const key = parseAnomalyId(anomaly);
  if (anomaly === undefined || anomaly === '') errors.anomaly = [REQUIRED_MESSAGE];
  else if (!key) errors.anomaly = [ANOMALY_ID_MESSAGE];
  const text = typeof note === 'string' ? note.trim() : '';
  if (note !== undefined && note !== null && typeof note !== 'string') errors.note = [messages.text];
  else if (text === '') errors.note = [REQUIRED_MESSAGE];
  else if (text.length > MAX_NOTE_LENGTH) errors.note = [messages.tooLong(MAX_NOTE_LENGTH)];
  if (!key || Object.keys(errors).length > 0) throw badRequest(errors);
  return { anomaly: String(anomaly).trim(), key, note: text };
}

export async function explainAnomaly(
  db: Kysely<Database>,
  { anomaly, key, note: text }: Explanation,
  user: { id: number; username: string },
  actor: Actor,
  checkSite: SiteCheck,
) {
  const fueling = await fuelingSite(db, key.source, key.fueling);
  if (!fueling) throw notFound(ANOMALY_NOT_FOUND);
  checkSite(fueling.site);
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const previous = await explanationNote(trx, key);
    await explain(trx, key, text, user.id, at);
    await recordEvent(trx, actor, explanationEvent(key, 'explain', previous ?? null, text), at);
  });
  return { anomaly, note: text, explained_by: user.username, explained_at: at };
}

/**
 * Withdraws an anomaly's explanation: it counts again; the fueling's history keeps the note
 * withdrawn. `checkSite` (null for an account that sees every site: nothing to look up) refuses a
 * fueling of a site the account may not see.
 */
export async function withdrawExplanation(db: Kysely<Database>, key: ExplanationKey, actor: Actor, checkSite: SiteCheck | null): Promise<void> {
  if (checkSite) {
    const fueling = await fuelingSite(db, key.source, key.fueling);
    if (!fueling) throw notFound(ANOMALY_NOT_FOUND);
    checkSite(fueling.site);
  }
  await db.transaction().execute(async (trx) => {
    const note = await explanationNote(trx, key);
    if (note === undefined || !(await unexplain(trx, key))) throw notFound('Ta anomalia nie była wyjaśniona.');
    await recordEvent(trx, actor, explanationEvent(key, 'withdraw_explanation', note, null));
  });
}
