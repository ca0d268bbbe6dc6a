/** How the tanker ledger reads on screen: litres with two decimals, the Polish reasons of a flagged day. */
import { formatDecimal } from '../../domain/numbers';
import type { TankerLedgerDay } from '../../domain/reports/tankerLedger';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Litres as the ledger shows them: "12 900,00". */
export const shownLitres = (litres: number): string => formatDecimal(litres, { minDecimals: 2 });

/** Why a day is flagged, one sentence per flag; none for a day whose stock is possible. */
export function ledgerDayReasons(day: TankerLedgerDay, translate: Translate): string[] {
  return [
    ...(day.below_zero_litres > 0 ? [translate('sat.tankerLedger.belowZero', { litres: shownLitres(day.below_zero_litres) })] : []),
    ...(day.above_capacity_litres > 0 ? [translate('sat.tankerLedger.aboveCapacity', { litres: shownLitres(day.above_capacity_litres) })] : []),
  ];
}
