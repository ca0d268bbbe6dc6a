/**
 * Rule 6: a station fueling whose price per litre deviates from the band of its period by more
 * than `price_deviation` of the band's middle. The period is the fueling's company calendar month
 * and the middle is the median price of every station fueling of the company in that month, so a
 * fueling's flag does not depend on the range a list was asked for.
 */
import { companyWallClock } from '../dates';
import { roundHundredths } from '../numbers';
import { median } from '../reports/fuelLog';
import { periodCheck, type AnomalyInput, type Flag } from './types';

/** `yyyy-MM` of the company month an instant falls in. */
function monthAt(instant: number, zone: string): string {
  const { year, month } = companyWallClock(instant, zone);
  return `${year}-${String(month).padStart(2, '0')}`;
}

const DAY_MS = 86_400_000;

/** The company's wall clock at an instant, as milliseconds (UTC fields), to the minute. */
function wallMs(instant: number, zone: string): number {
  const { year, month, day, hour, minute } = companyWallClock(instant, zone);
  return Date.UTC(year, month - 1, day, hour, minute);
}

/**
 * monthAt for many instants, the zone asked once per UTC day: when the zone's offset is the
 * same at a day's start and at the next day's (a zone changes it at most once a day), the wall
 * clock runs evenly in between and every instant of the day is in the month of both ends, if
 * that is one month. Other days (a month's turn, a change of offset) are computed per instant.
 */
export function companyMonths(zone: string): (datetime: string) => string {
  const monthOfDay = new Map<number, string | null>();
  return (datetime) => {
    const instant = Date.parse(datetime);
    const day = Math.floor(instant / DAY_MS);
    if (!Number.isFinite(day)) return monthAt(instant, zone);
    let month = monthOfDay.get(day);
    if (month === undefined) {
      const start = day * DAY_MS;
      const end = start + DAY_MS;
      const even = wallMs(end, zone) - wallMs(start, zone) === DAY_MS;
      month = even && monthAt(start, zone) === monthAt(end, zone) ? monthAt(start, zone) : null;
      monthOfDay.set(day, month);
    }
    return month ?? monthAt(instant, zone);
  };
}

export function priceFlags(input: AnomalyInput, zone: string): Flag[] {
  const monthOf = companyMonths(zone);
  const pricesPerMonth = new Map<string, number[]>();
  for (const price of input.prices) {
    const month = monthOf(price.datetime);
    const prices = pricesPerMonth.get(month) ?? [];
    prices.push(price.price_per_litre);
    pricesPerMonth.set(month, prices);
  }
  const middles = new Map([...pricesPerMonth].map(([month, prices]) => [month, median(prices)]));
  const flags: Flag[] = [];
  const inPeriod = periodCheck(input);
  for (const fueling of input.fuelings) {
    if (!inPeriod(fueling.datetime)) continue;
    const middle = middles.get(monthOf(fueling.datetime));
    if (!middle) continue;
    const deviation = (fueling.price_per_litre - middle) / middle;
    if (Math.abs(deviation) <= input.thresholds.price_deviation) continue;
    flags.push({
      source: 'fueling',
      fueling: fueling.id,
      vehicle: fueling.vehicle,
      datetime: fueling.datetime,
      code: 'price_band',
      values: { price: roundHundredths(fueling.price_per_litre), median: roundHundredths(middle), deviation: roundHundredths(deviation) },
    });
  }
  return flags;
}
