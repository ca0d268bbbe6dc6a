/** The fuel-card statements' tables (migration 2026_11_28_0181_fuel_statements), outside the registry. */
import type { Generated } from 'kysely';

/** An issuer's column layout: which header holds which statement field. */
export interface FuelStatementProfileTable {
  id: Generated<number>;
  issuer: string;
  /** JSON of StatementColumns (src/domain/fuelStatements.ts). */
  columns: string;
  updated_at: string;
  updated_by: string;
}

/** A statement's transaction matched to a vehicle: a fuel one became a station fueling, AdBlue is kept only here. */
export interface FuelTransactionTable {
  id: Generated<number>;
  transaction_key: string;
  kind: string;
  issuer: string;
  datetime: string;
  card_number: string | null;
  fuel_card: number | null;
  plate: string | null;
  vehicle: number;
  plate_vehicle: number | null;
  fueling: number | null;
  station_name: string | null;
  station_address: string | null;
  product: string;
  litres: number;
  unit_price: number | null;
  amount_net: number | null;
  amount_gross: number | null;
  vat_rate: number | null;
  imported_at: string;
  imported_by: string;
  /** The statement's import (data_import, migration 2026_11_28_0200): undoing it deletes the transaction. */
  import_id: number | null;
}
