/**
 * Fuel-card statements (issue 32 §2), the part shared by the server (which reads a statement and
 * stores its fuelings) and the app (which shows the column matching and the report): the fields a
 * statement row holds, the headers issuers give them, an issuer's profile (field → header), how a
 * product is told apart (diesel and petrol are fuel, AdBlue is kept apart, anything else is left
 * out) and the key that makes a re-imported statement add nothing. Cells are read as any import
 * reads them (./imports.ts readCell): decimal commas, `dd.MM.yyyy HH:mm`, Excel dates.
 */
import type { FieldSpec } from './fields';
import type { ImportProblem } from './imports';

export const FUEL_STATEMENTS_PATH = '/api/fuel-statements/';
export const FUEL_STATEMENT_PROFILES_PATH = '/api/fuel-statements/profiles/';

/** A statement's fields, as any import's fields are declared (read by ./imports.ts readCell). */
export const STATEMENT_FIELDS = {
  datetime: { type: 'datetime', label: 'Data i godzina', required: true },
  card_number: { type: 'string', label: 'Numer karty' },
  plate: { type: 'string', label: 'Numer rejestracyjny' },
  station_name: { type: 'string', label: 'Stacja' },
  station_address: { type: 'string', label: 'Adres stacji' },
  product: { type: 'string', label: 'Produkt', required: true },
  litres: { type: 'number', label: 'Ilość (l)', required: true },
  unit_price: { type: 'number', label: 'Cena jednostkowa' },
  amount_net: { type: 'number', label: 'Kwota netto' },
  amount_gross: { type: 'number', label: 'Kwota brutto' },
  vat_rate: { type: 'number', label: 'Stawka VAT (%)' },
  odometer: { type: 'number', label: 'Stan licznika' },
} as const satisfies Record<string, FieldSpec>;

export type StatementField = keyof typeof STATEMENT_FIELDS;
export const STATEMENT_FIELD_NAMES = Object.keys(STATEMENT_FIELDS) as StatementField[];

/** An issuer's profile: each statement field → the header of the column holding it (null: the statement has none). */
export type StatementColumns = Partial<Record<StatementField, string | null>>;

/** The headers issuers' statements use for each field (lower case, spaces collapsed), besides the fields' labels. */
const HEADER_NAMES: Record<StatementField, string[]> = {
  datetime: ['data', 'data transakcji', 'data i czas', 'data i godzina transakcji', 'czas transakcji', 'data/godzina'],
  card_number: ['karta', 'nr karty', 'numer karty paliwowej', 'nr karty paliwowej', 'card number'],
  plate: ['nr rej.', 'nr rejestracyjny', 'rejestracja', 'numer rej.', 'pojazd', 'licence plate', 'license plate'],
  station_name: ['nazwa stacji', 'stacja paliw', 'station'],
  station_address: ['adres', 'lokalizacja', 'miejscowość', 'lokalizacja stacji'],
  product: ['towar', 'nazwa produktu', 'towar/usługa', 'paliwo'],
  litres: ['ilość', 'litry', 'ilość [l]', 'ilość l', 'ilosc', 'quantity'],
  unit_price: ['cena', 'cena za litr', 'cena jedn.', 'cena jedn. brutto', 'cena brutto za litr'],
  amount_net: ['netto', 'wartość netto', 'kwota netto [zł]'],
  amount_gross: ['brutto', 'wartość brutto', 'kwota', 'kwota brutto [zł]', 'do zapłaty'],
  vat_rate: ['vat', 'stawka vat', 'vat %', 'stawka vat %'],
  odometer: ['przebieg', 'licznik', 'stan licznika [km]'],
};

const normalized = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl');

/** The profile proposed for a statement's headers: each field to the first header that names it. */
export function proposedColumns(headers: readonly string[]): StatementColumns {
  const columns: StatementColumns = {};
  const taken = new Set<string>();
  for (const field of STATEMENT_FIELD_NAMES) {
    const names = new Set([normalized(STATEMENT_FIELDS[field].label), field, ...HEADER_NAMES[field]]);
    const header = headers.find((candidate) => !taken.has(candidate) && names.has(normalized(candidate)));
    columns[field] = header ?? null;
    if (header) taken.add(header);
  }
  return columns;
}

/** What a product is: fuel (diesel, petrol, LPG: a station fueling), AdBlue (kept apart), or something else (left out). */
export type ProductKind = 'fuel' | 'adblue' | 'other';

export function productKind(product: string): ProductKind {
  const text = normalized(product);
  if (/ad\s*-?\s*blue|\bdef\b|\barla\b/.test(text)) return 'adblue';
  if (/diesel|\bon\b|olej napędowy|napędowy|\bpb\s*-?\s*9[58]\b|\b9[58]\b|benzyna|petrol|gasoline|\blpg\b|autogaz|verva|efecta|v-power|ultimate/.test(text))
    return 'fuel';
  return 'other';
}

/** A card number as it is compared: without spaces and dashes, upper case. */
export const cardKey = (number: string) => number.replace(/[\s-]/g, '').toUpperCase();
/** A plate as it is compared: without spaces, upper case. */
export const plateKey = (plate: string) => plate.replace(/\s/g, '').toUpperCase();

/** A transaction's key (card, time, litres, amount): the same transaction of a statement imported again is found by it. */
export function transactionKey(row: { card_number: string | null; plate: string | null; datetime: string; litres: number; amount: number | null }): string {
  const who = row.card_number ? `card:${cardKey(row.card_number)}` : `plate:${plateKey(row.plate ?? '')}`;
  return [who, new Date(row.datetime).toISOString(), row.litres.toFixed(2), row.amount === null ? '' : row.amount.toFixed(2)].join('|');
}

export const statementMessages = {
  issuer: 'Podaj wystawcę kart (np. Orlen, BP, DKV).',
  columns: 'Nieprawidłowe przypisanie kolumn wyciągu.',
  unknownHeader: (header: string) => `Wyciąg nie ma kolumny „${header}”.`,
  missingColumn: (label: string) => `Wskaż kolumnę wyciągu z polem „${label}”.`,
  cardOrPlate: 'Wskaż kolumnę z numerem karty albo z numerem rejestracyjnym.',
  required: 'To pole jest wymagane.',
  litres: 'Ilość musi być większa od zera.',
  noVehicle: (card: string | null, plate: string | null) =>
    `Nie znaleziono pojazdu ani po karcie${card ? ` „${card}”` : ''}, ani po numerze rejestracyjnym${plate ? ` „${plate}”` : ''}.`,
  noPerson: 'Nie wiadomo, kto tankował: karta nie jest przypisana do pracownika, a pojazd nie ma karty z pracownikiem.',
  noSite: 'Pojazd nie jest przypisany do budowy.',
  failed: 'Wyciąg nie został zaimportowany: popraw błędy w pliku.',
} as const;

/** A transaction left for a person to resolve (a card to add or assign, a plate to correct), never guessed. */
export interface UnmatchedTransaction {
  row: number;
  datetime: string;
  card_number: string | null;
  plate: string | null;
  product: string;
  litres: number;
  reason: string;
}

/** What a statement's import found (the dry run) or did. */
export interface StatementReport {
  issuer: string;
  dryRun: boolean;
  imported: boolean;
  columns: StatementColumns;
  /** The profile was stored for the issuer (a matching sent with an import that was done). */
  profileSaved: boolean;
  /** The statement's columns no field takes. */
  ignored: string[];
  rows: number;
  /** Station fuelings added (diesel, petrol, LPG). */
  fuelings: number;
  /** AdBlue transactions recorded apart (not fuelings). */
  adblue: number;
  /** Transactions a previous import of the statement already holds. */
  alreadyImported: number;
  /** Rows of other products (a car wash, a coffee): left out. */
  skipped: Array<{ row: number; product: string }>;
  unmatched: UnmatchedTransaction[];
  /** Fuel of a card's own vehicle taken by another vehicle the statement's plate names. */
  otherVehicle: Array<{ row: number; card_number: string; plate: string }>;
  /** Fuel taken at a known station while the vehicle's GPS was farther from it (./anomalies/station.ts): km to one decimal place. */
  elsewhere: Array<{ row: number; station: string; distance_km: number }>;
  problems: ImportProblem[];
  /** The import's record once done (GET /api/imports/?resource=fueling&issuer=…): undone as a whole while no later change touched its fuelings. */
  importId: number | null;
}

/** A stored profile as GET /api/fuel-statements/profiles/ lists it. */
export interface StatementProfile {
  issuer: string;
  columns: StatementColumns;
  updated_at: string;
  updated_by: string;
}
