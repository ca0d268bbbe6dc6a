/**
 * The fuel norms work cards apply (issue 33 §2 builds them): litres by norm for a vehicle's use
 * on a day. Until norms are kept, none applies and every card says "brak normy".
 */
import type { Kysely } from 'kysely';
import { noNorms, type CardVehicle, type NormLitres } from '../../src/domain/workCards/cards';
import type { Database } from '../db/schema';

export async function cardNorms(_db: Kysely<Database>, _vehicles: readonly CardVehicle[]): Promise<NormLitres> {
  return noNorms;
}
