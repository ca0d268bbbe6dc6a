/** Work cards' numbers (migration 2026_11_28_0150_work_card_numbers, outside the registry). */
import type { Generated } from 'kysely';

export interface WorkCardNumberTable {
  id: Generated<number>;
  vehicle: number;
  /** The card's company day, yyyy-MM-dd. */
  day: string;
  year: number;
  number: number;
}
