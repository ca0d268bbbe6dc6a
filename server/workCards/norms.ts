/**
 * The fuel norms work cards apply (issue 33 §2, resource `fuel-norms`): litres by the norm in force
 * for a vehicle's use on a company day (src/domain/fuelNorms/norms.ts, the winter correction
 * included). A vehicle without a norm in force gets none: its card says "brak normy".
 */
import type { Kysely } from 'kysely';
import { litresByNorm, type FuelNorm } from '../../src/domain/fuelNorms/norms';
import type { NormLitres } from '../../src/domain/workCards/cards';
import type { Database } from '../db/schema';

export async function cardNorms(db: Kysely<Database>): Promise<NormLitres> {
  const rows = await db
    .selectFrom('fuel_norm')
    .select(['id', 'vehicle', 'vehicle_type', 'valid_from', 'litres', 'season_percent', 'season_from', 'season_to'])
    .execute();
  const norms: FuelNorm[] = rows.map((row) => ({
    id: Number(row.id),
    vehicle: row.vehicle === null ? null : Number(row.vehicle),
    vehicle_type: row.vehicle_type ?? null,
    valid_from: row.valid_from,
    litres: Number(row.litres),
    season_percent: row.season_percent === null ? null : Number(row.season_percent),
    season_from: row.season_from ?? null,
    season_to: row.season_to ?? null,
  }));
  return (vehicle, day, usage) => litresByNorm(norms, vehicle, usage, day);
}
