/** How the site report reads: litres, złoty and hours with a decimal comma. */
import { formatDecimal } from '../../domain/numbers';

export const shownLitres = (litres: number): string => `${formatDecimal(litres, { minDecimals: 2 })} l`;
export const shownMoney = (zloty: number): string => `${formatDecimal(zloty, { minDecimals: 2 })} zł`;
export const shownHours = (hours: number): string => `${formatDecimal(hours, { minDecimals: 2 })} h`;
