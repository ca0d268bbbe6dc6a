/** What the reports' charts share. */
import { formatDecimal } from '../domain/numbers';

/**
 * A value axis written the Polish way whatever the browser's language ("15 000", "2,5"; MUI X
 * writes the browser's: "15,000" in English, "15000" in Polish, which groups only from five
 * digits), wide enough for "15 000".
 */
export const polishValueAxis = { width: 64, valueFormatter: (value: number) => formatDecimal(value) };

/** A Polish value axis titled with its unit ("Litry (l)", "l/100 km"), widened for the title beside the figures. */
export const polishValueAxisIn = (unit: string) => ({ ...polishValueAxis, width: polishValueAxis.width + 20, label: unit });

/**
 * Colours for a chart's series, twelve distinct hues readable on the light and the dark theme
 * (MUI X's default has seven: an eighth material took the first one's blue again). Every chart's
 * default, through the app's theme (src/admin/themes.ts).
 */
export const SERIES_COLOURS = [
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#17becf',
  '#bcbd22',
  '#8c8c8c',
];
