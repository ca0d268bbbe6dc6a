/** What the reports' charts share. */
import { formatDecimal } from '../domain/numbers';

/**
 * A value axis written the Polish way whatever the browser's language ("15 000", "2,5"; MUI X
 * writes the browser's: "15,000" in English, "15000" in Polish, which groups only from five
 * digits), wide enough for "15 000".
 */
export const polishValueAxis = { width: 64, valueFormatter: (value: number) => formatDecimal(value) };
