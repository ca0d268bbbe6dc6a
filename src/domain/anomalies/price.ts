/**
 * Rule 6: a station fueling whose price per litre deviates from the band of its period by more
 * than `price_deviation` of the band's middle. The period is the fueling's company calendar month
 * and the middle is the median price of every station fueling of the company in that month, so a
 * fueling's flag does not depend on the range a list was asked for.
 */
import { companyWallClock } from '../dates';
import { roundHundredths } from '../numbers';
import { median } from '../reports/fuelLog';
import { inPeriod, type AnomalyInput, type Flag } from './types';

/** `yyyy-MM` of the company month an instant falls in. */
export function companyMonth(datetime: string, zone?: string): string {
  const { year, month } = companyWallClock(Date.parse(datetime), zone);
  return `${year}-${String(month).padStart(2, '0')}`;
}

export function priceFlags(input: AnomalyInput, zone?: string): Flag[] {
  const pricesPerMonth = new Map<string, number[]>();
  for (const price of input.prices) {
    const month = companyMonth(price.datetime, zone);
    const prices = pricesPerMonth.get(month) ?? [];
    prices.push(price.price_per_litre);
    pricesPerMonth.set(month, prices);
  }
  const middles = new Map([...pricesPerMonth].map(([month, prices]) => [month, median(prices)]));
  const flags: Flag[] = [];
  for (const fueling of input.fuelings) {
    if (!inPeriod(fueling.datetime, input)) continue;
    const middle = middles.get(companyMonth(fueling.datetime, zone));
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
