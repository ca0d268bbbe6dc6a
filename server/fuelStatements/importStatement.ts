/**
 * A fuel-card statement's rows turned into station fuelings (issue 32 §2), all or nothing in one
 * transaction. Each row's cells are read as any import reads them (src/domain/imports.ts readCell);
 * its product tells fuel (a fueling, written by the CRUD engine's create path with its checks,
 * meter reading and history, as an import) from AdBlue (kept in fuel_transaction only) and from
 * anything else (left out, counted). The vehicle is the card's, else the one the plate names; the
 * driver the card's person, else the person of another card of the vehicle; the site the vehicle's on
 * that day (by the vehicle's change history, else its site now).
 * A row matching no vehicle or no driver is listed for a person to resolve and not stored (a later
 * import of the statement adds it once resolved). A transaction whose key (card, time, litres,
 * amount) is stored already adds nothing. Without an odometer column, a fueling carries the
 * vehicle's previous meter reading (0 when it has none): no distance, so no consumption is judged.
 * A statement imported is an import record (server/imports/records.ts), undone as a whole as a
 * registry import is, while no later change touched its fuelings: its transactions go with it.
 * The report lists what only statements tell, as the anomaly list flags it: a card used for another
 * vehicle than its own, and a fueling at a known station while the vehicle's GPS was elsewhere.
 */
import type { FastifyRequest } from 'fastify';
import {
  cardKey,
  plateKey,
  productKind,
  STATEMENT_FIELD_NAMES,
  STATEMENT_FIELDS,
  statementMessages,
  transactionKey,
  type StatementColumns,
  type StatementField,
  type StatementReport,
} from '../../src/domain/fuelStatements';
import type { StationTransaction } from '../../src/domain/anomalies';
import { fixesByVehicle } from '../../src/domain/anomalies/gps';
import { kmTenths, knownStation, stationText, vehicleElsewhere } from '../../src/domain/anomalies/station';
import { isEmptyCell, problemOf, readCell, type Cell } from '../../src/domain/imports';
import { getResource } from '../../src/domain/resources';
import { odometerUnit } from '../../src/domain/reports/fuelLog';
import { validateWrite } from '../../src/domain/validation';
import { recordedSiteAt } from '../audit/repository';
import { authOf } from '../auth/authHook';
import type { RecordWriter } from '../crud/recordWriter';
import { petrolPlaces, statementFixes } from '../anomalies';
import type { AnyDb } from '../db/anySchema';
import type { Database } from '../db/schema';
import { HttpError } from '../errors';
import { HistoryBatch } from '../audit/changeLog';
import { planForPresentSizes } from '../db/dialect';
import { finishImport, startImport, type ImportCompanions, type ImportedFile, type Sheet, type UndoEntry } from '../imports';
import { previousReading } from '../meterReadings';
import type { Kysely } from 'kysely';

/** Thrown to roll back a dry run or a statement with problems; never leaves this module. */
class RollBack extends Error {}

const fueling = getResource('fueling');

interface Transaction {
  row: number;
  datetime: string;
  card_number: string | null;
  plate: string | null;
  station_name: string | null;
  station_address: string | null;
  product: string;
  litres: number;
  unit_price: number | null;
  amount_net: number | null;
  amount_gross: number | null;
  vat_rate: number | null;
  odometer: number | null;
}

const text = (value: unknown) => (value === null || value === undefined || String(value).trim() === '' ? null : String(value).trim());
const num = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The statement's rows read by the profile's columns; each unreadable cell a problem of its row. */
function readRows(sheet: Sheet, columns: StatementColumns, report: StatementReport, zone: string): Transaction[] {
  const index = new Map(STATEMENT_FIELD_NAMES.map((field) => [field, columns[field] ? sheet.headers.indexOf(columns[field]!) : -1]));
  const rows: Transaction[] = [];
  for (const { number, cells } of sheet.rows) {
    const values: Partial<Record<StatementField, unknown>> = {};
    let readable = true;
    for (const field of STATEMENT_FIELD_NAMES) {
      const spec = STATEMENT_FIELDS[field];
      const at = index.get(field)!;
      let cell: Cell = at >= 0 ? (cells[at] ?? null) : null;
      // "23%" or "23 %" as a VAT rate; a currency after an amount.
      if (spec.type === 'number' && typeof cell === 'string') cell = cell.replace(/%|zł|PLN/gi, '').trim();
      if (isEmptyCell(cell)) {
        if ('required' in spec && spec.required) {
          report.problems.push(problemOf(number, spec.label, statementMessages.required, field));
          readable = false;
        }
        values[field] = null;
        continue;
      }
      const reading = readCell(spec, cell, zone);
      if (!reading.ok) {
        report.problems.push(problemOf(number, spec.label, reading.message, field));
        readable = false;
        continue;
      }
      values[field] = spec.type === 'number' && typeof reading.value === 'string' ? Number(reading.value.replace(/\s/g, '').replace(',', '.')) : reading.value;
    }
    if (!readable) continue;
    const litres = Number(values.litres);
    if (!(litres > 0)) {
      report.problems.push(problemOf(number, STATEMENT_FIELDS.litres.label, statementMessages.litres, 'litres'));
      continue;
    }
    if (Number.isNaN(Date.parse(String(values.datetime)))) {
      report.problems.push(problemOf(number, STATEMENT_FIELDS.datetime.label, statementMessages.required, 'datetime'));
      continue;
    }
    rows.push({
      row: number,
      datetime: new Date(String(values.datetime)).toISOString(),
      card_number: text(values.card_number),
      plate: text(values.plate),
      station_name: text(values.station_name),
      station_address: text(values.station_address),
      product: text(values.product)!,
      litres,
      unit_price: num(values.unit_price),
      amount_net: num(values.amount_net),
      amount_gross: num(values.amount_gross),
      vat_rate: num(values.vat_rate),
      odometer: num(values.odometer),
    });
  }
  return rows.sort((a, b) => Date.parse(a.datetime) - Date.parse(b.datetime) || a.row - b.row);
}

/** The price per litre a fueling takes: the statement's unit price, else its gross amount (or net with VAT) per litre. */
function pricePerLitre(row: Transaction): number | null {
  if (row.unit_price !== null) return row.unit_price;
  if (row.amount_gross !== null) return round2(row.amount_gross / row.litres);
  if (row.amount_net !== null) return round2((row.amount_net * (1 + (row.vat_rate ?? 23) / 100)) / row.litres);
  return null;
}

interface Card {
  id: number;
  number: string;
  vehicle: number | null;
  person: number | null;
}
interface Vehicle {
  id: number;
  site: number | null;
  vehicle_type: string;
}

/** The issuer's stored profile (its name compared whatever the letter case), if any. */
export async function findProfile(db: Kysely<Database>, issuer: string) {
  const wanted = issuer.trim().toLocaleUpperCase('pl');
  const rows = await db.selectFrom('fuel_statement_profile').selectAll().execute();
  const row = rows.find((candidate) => candidate.issuer.toLocaleUpperCase('pl') === wanted);
  return row && { ...row, id: Number(row.id), columns: JSON.parse(row.columns) as StatementColumns };
}

/**
 * The statement's fuelings at a known station while the vehicle's GPS fix nearest in time was
 * farther from it than the anomaly rule allows (src/domain/anomalies/station.ts), listed in the
 * report as the anomaly list will show them.
 */
async function findElsewhere(trx: Kysely<Database>, rows: Array<{ row: number; transaction: StationTransaction }>, report: StatementReport) {
  if (rows.length === 0) return;
  const places = await petrolPlaces(trx);
  const known = rows.filter(({ transaction }) => knownStation(transaction, places));
  if (known.length === 0) return;
  const fixes = fixesByVehicle(
    await statementFixes(
      trx,
      known.map(({ transaction }) => transaction.fueling),
    ),
  );
  for (const { row, transaction } of known) {
    const found = vehicleElsewhere(transaction, places, fixes.get(transaction.vehicle));
    if (found) report.elsewhere.push({ row, station: stationText(transaction), distance_km: kmTenths(found.distanceKm) });
  }
}

export interface StatementRun {
  db: Kysely<Database>;
  request: FastifyRequest;
  writer: RecordWriter;
  sheet: Sheet;
  issuer: string;
  columns: StatementColumns;
  dryRun: boolean;
  /** Store the columns as the issuer's profile when the import is done. */
  saveProfile: boolean;
  /** The company's time zone: the statement's dates and times are its wall clock. */
  zone: string;
  /** The statement itself: kept as its import's attachment. */
  file: ImportedFile;
}

/** Undoing a statement's import deletes the transactions it stored (AdBlue ones too) with its fuelings (server/imports/records.ts). */
export const statementImportCompanions: ImportCompanions = {
  fueling: async (trx, importId) => {
    await trx.deleteFrom('fuel_transaction').where('import_id', '=', importId).execute();
  },
};

export async function importStatement({
  db,
  request,
  writer,
  sheet,
  issuer,
  columns,
  dryRun,
  saveProfile,
  zone,
  file,
}: StatementRun): Promise<StatementReport> {
  const report: StatementReport = {
    issuer,
    dryRun,
    imported: false,
    columns,
    profileSaved: false,
    ignored: sheet.headers.filter((header) => header && !Object.values(columns).includes(header)),
    rows: sheet.rows.length,
    fuelings: 0,
    adblue: 0,
    alreadyImported: 0,
    skipped: [],
    unmatched: [],
    otherVehicle: [],
    elsewhere: [],
    problems: [],
    importId: null,
  };
  const rows = readRows(sheet, columns, report, zone);
  const username = authOf(request).user.username;
  try {
    await db.transaction().execute(async (trx) => {
      await planForPresentSizes(trx as AnyDb);
      // The import is a record from the start, so that each fueling's history names it; a rollback takes it away too.
      const importId = dryRun ? undefined : await startImport(trx as AnyDb, request, fueling, file, null, issuer);
      const undo: UndoEntry[] = [];
      const history = new HistoryBatch();
      const cards = new Map<string, Card>();
      for (const card of await trx.selectFrom('fuel_card').select(['id', 'number', 'vehicle', 'person']).where('active', '=', 1).execute())
        cards.set(cardKey(card.number), {
          id: Number(card.id),
          number: card.number,
          vehicle: card.vehicle === null ? null : Number(card.vehicle),
          person: card.person === null ? null : Number(card.person),
        });
      // The driver of a vehicle whose card names nobody: the person of another active card of the vehicle, when exactly one person holds them.
      const driversOf = new Map<number, Set<number>>();
      for (const card of cards.values())
        if (card.vehicle !== null && card.person !== null) driversOf.set(card.vehicle, (driversOf.get(card.vehicle) ?? new Set()).add(card.person));
      const vehicles = new Map<number, Vehicle>();
      const byPlate = new Map<string, Vehicle>();
      for (const row of await trx.selectFrom('vehicle').select(['id', 'site', 'vehicle_type', 'registration_number']).execute()) {
        const vehicle = { id: Number(row.id), site: row.site === null ? null : Number(row.site), vehicle_type: row.vehicle_type };
        vehicles.set(vehicle.id, vehicle);
        if (row.registration_number) byPlate.set(plateKey(row.registration_number), vehicle);
      }
      const keys = new Set<string>();
      // The fuel transactions stored, for the rule of the vehicle elsewhere than the station once all are in.
      const stationRows: Array<{ row: number; transaction: StationTransaction }> = [];
      const now = new Date().toISOString();
      for (const row of rows) {
        const kind = productKind(row.product);
        if (kind === 'other') {
          report.skipped.push({ row: row.row, product: row.product });
          continue;
        }
        const key = transactionKey({
          ...row,
          amount: row.amount_gross ?? row.amount_net ?? (row.unit_price === null ? null : round2(row.unit_price * row.litres)),
        });
        if (keys.has(key) || (await trx.selectFrom('fuel_transaction').select('id').where('transaction_key', '=', key).executeTakeFirst())) {
          report.alreadyImported++;
          continue;
        }
        keys.add(key);
        const card = row.card_number ? cards.get(cardKey(row.card_number)) : undefined;
        const plateVehicle = row.plate ? byPlate.get(plateKey(row.plate)) : undefined;
        const vehicle = card?.vehicle != null ? vehicles.get(card.vehicle) : plateVehicle;
        const unmatched = (reason: string) =>
          report.unmatched.push({
            row: row.row,
            datetime: row.datetime,
            card_number: row.card_number,
            plate: row.plate,
            product: row.product,
            litres: row.litres,
            reason,
          });
        if (!vehicle) {
          unmatched(statementMessages.noVehicle(row.card_number, row.plate));
          continue;
        }
        const drivers = driversOf.get(vehicle.id);
        const person = card?.person ?? (drivers?.size === 1 ? [...drivers][0] : null);
        if (kind === 'fuel' && person === null) {
          unmatched(statementMessages.noPerson);
          continue;
        }
        if (card?.vehicle != null && plateVehicle && plateVehicle.id !== card.vehicle)
          report.otherVehicle.push({ row: row.row, card_number: row.card_number!, plate: row.plate! });
        let fuelingId: number | null = null;
        if (kind === 'fuel') {
          const price = pricePerLitre(row);
          const odometer =
            row.odometer ??
            (await previousReading(trx, vehicle.id, odometerUnit(vehicle.vehicle_type) === 'h' ? 'engine_hours' : 'km', row.datetime))?.value ??
            0;
          const values = {
            person,
            vehicle: vehicle.id,
            site: (await recordedSiteAt(trx as AnyDb, 'vehicles', vehicle.id, new Date(row.datetime).toISOString())) ?? vehicle.site,
            datetime: row.datetime,
            litres: row.litres,
            price_per_litre: price,
            odometer_state: odometer,
          };
          const result = validateWrite(fueling.fields, values, 'create');
          if (!result.ok) {
            for (const [name, messages] of Object.entries(result.errors))
              for (const message of messages) report.problems.push(problemOf(row.row, fueling.fields[name]?.label ?? null, message, name));
            continue;
          }
          try {
            fuelingId = await writer.create(trx as AnyDb, request, result.value, { source: 'import', importId, history });
            undo.push({ id: fuelingId, before: null });
          } catch (error) {
            if (!(error instanceof HttpError) || (error.statusCode === 403 && !error.errors)) throw error;
            const messages = Object.entries(error.errors ?? {});
            if (messages.length)
              for (const [name, list] of messages)
                for (const message of list) report.problems.push(problemOf(row.row, fueling.fields[name]?.label ?? null, message, name));
            else report.problems.push(problemOf(row.row, null, error.detail));
            continue;
          }
          report.fuelings++;
        } else report.adblue++;
        await trx
          .insertInto('fuel_transaction')
          .values({
            transaction_key: key,
            kind,
            issuer,
            datetime: row.datetime,
            card_number: row.card_number,
            fuel_card: card?.id ?? null,
            plate: row.plate,
            vehicle: vehicle.id,
            plate_vehicle: plateVehicle?.id ?? null,
            fueling: fuelingId,
            station_name: row.station_name,
            station_address: row.station_address,
            product: row.product,
            litres: row.litres,
            unit_price: row.unit_price,
            amount_net: row.amount_net,
            amount_gross: row.amount_gross,
            vat_rate: row.vat_rate,
            imported_at: now,
            imported_by: username,
            import_id: importId ?? null,
          })
          .execute();
        if (fuelingId !== null)
          stationRows.push({
            row: row.row,
            transaction: {
              fueling: fuelingId,
              vehicle: vehicle.id,
              datetime: row.datetime,
              station_name: row.station_name,
              station_address: row.station_address,
            },
          });
      }
      await history.flush(trx as AnyDb);
      await findElsewhere(trx, stationRows, report);
      if (dryRun || report.problems.length || importId === undefined) throw new RollBack();
      await finishImport(trx as AnyDb, importId, file, { added: report.fuelings, changed: 0, undo });
      report.importId = importId;
      if (saveProfile) {
        const stored = await findProfile(trx, issuer);
        if (stored) await trx.deleteFrom('fuel_statement_profile').where('id', '=', stored.id).execute();
        await trx
          .insertInto('fuel_statement_profile')
          .values({ issuer, columns: JSON.stringify(columns), updated_at: now, updated_by: username })
          .execute();
        report.profileSaved = true;
      }
    });
    report.imported = true;
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  report.problems.sort((a, b) => a.row - b.row);
  return report;
}
