/**
 * Company-wide settings by name, each value JSON text (migration 2026_11_28_0071_company_settings,
 * outside the registry): the working hours (server/siteTime), the night (server/workTime).
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema';

export interface CompanySettingTable {
  name: string;
  value: string;
}

/** The setting's stored fields over `defaults` (a setting never stored is its defaults). */
export async function storedCompanySetting<T extends object>(db: Kysely<Database>, name: string, defaults: T): Promise<T> {
  const row = await db.selectFrom('company_setting').select('value').where('name', '=', name).executeTakeFirst();
  return row ? { ...defaults, ...(JSON.parse(row.value) as Partial<T>) } : defaults;
}

export async function storeCompanySetting(trx: Kysely<Database>, name: string, value: object): Promise<void> {
  const text = JSON.stringify(value);
  await trx
    .insertInto('company_setting')
    .values({ name, value: text })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ value: text }))
    .execute();
}
