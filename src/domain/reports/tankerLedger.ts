/**
 * The tanker ledger (issue "Fuel and haul intelligence", §1), the reference definition the
 * server's SQL is checked against: per company day, a tanker's opening stock, litres delivered
 * into it (tanker fuelings), litres it dispensed (its tanker-to-machine fuelings) and its closing
 * stock, with the days whose stock cannot be true flagged.
 *
 * Rules:
 * - Days are the company's calendar days (23 or 25 hours on the clock-change Sundays).
 * - The stock at an instant is the latest stock count before it (0 when there is none) plus the
 *   deliveries and minus the dispensings after that count. A count measures the level after every
 *   movement logged at its own instant; of two counts at one instant the later recorded (higher
 *   id) holds.
 * - Opening stock is the stock at the day's first instant, carried from all earlier history;
 *   closing stock the stock at the next day's first instant.
 * - `adjustment` is what the day's stock counts changed: closing − (opening + delivered − dispensed).
 * - The closing stock is what is checked: below zero means more was dispensed than there was in the
 *   tanker (`below_zero_litres`, the missing litres), above the tanker's capacity that more was
 *   delivered than fits (`above_capacity_litres`). Moments within a day are not checked: field
 *   fuelings are often logged after the fact, so their order within a day is not reliable, while a
 *   day's totals are.
 * - Figures are litres rounded to 0.01.
 */
import { companyDayRange } from '../dates';
import { roundHundredths } from '../numbers';

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** A company day as the ledger lists it: `yyyy-MM-dd` and its half-open UTC interval [start, end). */
export interface CompanyDay {
  day: string;
  startIso: string;
  endIso: string;
}

export interface FuelMovement {
  datetime: string;
  litres: number;
}

export interface StockCount extends FuelMovement {
  id: number;
}

export interface TankerLedgerInput {
  capacity: number;
  deliveries: readonly FuelMovement[];
  dispensings: readonly FuelMovement[];
  stockCounts: readonly StockCount[];
  from: CalendarDay;
  to: CalendarDay;
}

export interface TankerLedgerDay {
  day: string;
  opening: number;
  delivered: number;
  dispensed: number;
  /** The level measured by the day's last stock count, or null when nobody counted that day. */
  stock_count: number | null;
  adjustment: number;
  closing: number;
  below_zero_litres: number;
  above_capacity_litres: number;
}

export interface TankerLedger {
  capacity: number;
  opening: number;
  delivered: number;
  dispensed: number;
  adjustment: number;
  closing: number;
  days: TankerLedgerDay[];
}

export const roundLitres = roundHundredths;

const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar day as the reports write it: `yyyy-MM-dd`. */
export const calendarDayText = (day: CalendarDay): string => `${day.year}-${pad(day.month)}-${pad(day.day)}`;

/** The company days from..to inclusive, in order (none when `to` is before `from`). */
export function companyDays(from: CalendarDay, to: CalendarDay, zone: string): CompanyDay[] {
  const days: CompanyDay[] = [];
  const last = Date.UTC(to.year, to.month - 1, to.day);
  // UTC arithmetic walks the calendar; companyDayRange turns each day into its company instants.
  for (let date = new Date(Date.UTC(from.year, from.month - 1, from.day)); +date <= last; date.setUTCDate(date.getUTCDate() + 1)) {
    const day = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
    const { fromIso, toIso } = companyDayRange(day, day, zone);
    days.push({ day: calendarDayText(day), startIso: fromIso, endIso: toIso });
  }
  return days;
}

const at = (movement: FuelMovement) => Date.parse(movement.datetime);
const sum = (movements: readonly FuelMovement[]) => movements.reduce((total, movement) => total + movement.litres, 0);

/** The count in force at `instant` (the latest before it), or undefined. */
function countBefore(counts: readonly StockCount[], instant: number): StockCount | undefined {
  let latest: StockCount | undefined;
  for (const count of counts) {
    if (at(count) >= instant) continue;
    if (!latest || at(count) > at(latest) || (at(count) === at(latest) && count.id > latest.id)) latest = count;
  }
  return latest;
}

/** The stock right before `instant`. */
function stockBefore(input: TankerLedgerInput, instant: number): number {
  const count = countBefore(input.stockCounts, instant);
  const since = count ? at(count) : -Infinity;
  const between = (movement: FuelMovement) => at(movement) > since && at(movement) < instant;
  return (count?.litres ?? 0) + sum(input.deliveries.filter(between)) - sum(input.dispensings.filter(between));
}

export function tankerLedger(input: TankerLedgerInput, zone: string): TankerLedger {
  const days = companyDays(input.from, input.to, zone).map((day): TankerLedgerDay => {
    const start = Date.parse(day.startIso);
    const end = Date.parse(day.endIso);
    const within = (movement: FuelMovement) => at(movement) >= start && at(movement) < end;
    const opening = roundLitres(stockBefore(input, start));
    const delivered = roundLitres(sum(input.deliveries.filter(within)));
    const dispensed = roundLitres(sum(input.dispensings.filter(within)));
    const closing = roundLitres(stockBefore(input, end));
    const counted = input.stockCounts.filter(within);
    return {
      day: day.day,
      opening,
      delivered,
      dispensed,
      stock_count: counted.length > 0 ? roundLitres(countBefore(counted, end)!.litres) : null,
      ...ledgerChecks(input.capacity, opening, delivered, dispensed, closing),
    };
  });
  return summary(input.capacity, days);
}

/** The adjustment and flags of a day from its rounded figures (shared with the server). */
export function ledgerChecks(capacity: number, opening: number, delivered: number, dispensed: number, closing: number) {
  return {
    adjustment: roundLitres(closing - opening - delivered + dispensed),
    closing,
    below_zero_litres: closing < 0 ? roundLitres(-closing) : 0,
    above_capacity_litres: closing > capacity ? roundLitres(closing - capacity) : 0,
  };
}

/** The period's totals around its days. */
export function summary(capacity: number, days: TankerLedgerDay[]): TankerLedger {
  const total = (field: 'delivered' | 'dispensed' | 'adjustment') => roundLitres(days.reduce((sum, day) => sum + day[field], 0));
  return {
    capacity,
    opening: days[0]?.opening ?? 0,
    delivered: total('delivered'),
    dispensed: total('dispensed'),
    adjustment: total('adjustment'),
    closing: days.at(-1)?.closing ?? 0,
    days,
  };
}
