/** The VAT mileage register's tables (migration 2026_11_28_0156_mileage_register, outside the registry). */
import type { Generated } from 'kysely';

export interface MileageMonthTable {
  id: Generated<number>;
  vehicle: number;
  /** yyyy-MM. */
  month: string;
  closed_at: string;
  closed_by: string;
  odometer_register_start: number | null;
  odometer_month_start: number | null;
  odometer_month_end: number | null;
  odometer_register_end: number | null;
}

export interface MileageEntryTable {
  id: Generated<number>;
  vehicle: number;
  /** yyyy-MM: the month whose register holds the entry. */
  month: string;
  number: number;
  /** src/domain/mileage/register.ts MileageEntryKind. */
  kind: string;
  ride: number | null;
  /** yyyy-MM-dd. */
  date: string;
  purpose: string | null;
  from_place: string | null;
  to_place: string | null;
  km: number;
  driver: string | null;
  corrects: number | null;
  reason: string | null;
  created_at: string;
  created_by: string;
}
