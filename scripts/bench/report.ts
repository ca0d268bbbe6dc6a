/**
 * Figures and how they print: value, goal, the floor the value is measured against and the ratio
 * to it (how many times the floor's cost the figure costs; 1 = as fast as the floor).
 */
export interface Goal {
  /** `min`: the value must reach the target (throughput); `max`: stay under it (time, size). */
  kind: 'min' | 'max';
  target: number;
}

export interface Figure {
  /** Stable label, e.g. "sqlite rides page throughput". */
  name: string;
  /** A number, or a word when the figure is a fact or cannot be measured. */
  value: number | string;
  unit: string;
  goal?: Goal | string;
  /** The floor in the figure's unit. */
  floor?: number;
  /** Whether the goal is met; computed for numeric goals. */
  met?: boolean;
  note?: string;
}

export function figure(name: string, value: number | string, unit: string, extra: Omit<Figure, 'name' | 'value' | 'unit'> = {}): Figure {
  const result: Figure = { name, value, unit, ...extra };
  if (result.met === undefined && typeof value === 'number' && typeof result.goal === 'object') {
    result.met = result.goal.kind === 'min' ? value >= result.goal.target : value <= result.goal.target;
  }
  return result;
}

export const atLeast = (target: number): Goal => ({ kind: 'min', target });
export const atMost = (target: number): Goal => ({ kind: 'max', target });

/** Cost relative to the floor: time or memory over the floor's, or the floor's throughput over this one. */
export function floorRatio(item: Figure): number | undefined {
  if (typeof item.value !== 'number' || item.floor === undefined || item.floor <= 0 || item.value <= 0) return undefined;
  const higherIsBetter = typeof item.goal === 'object' && item.goal.kind === 'min';
  return higherIsBetter ? item.floor / item.value : item.value / item.floor;
}

const number = (value: number) => (value >= 100 ? Math.round(value).toLocaleString('en') : value >= 10 ? value.toFixed(1) : value.toFixed(2));

const goalText = (goal: Figure['goal']) =>
  goal === undefined ? '' : typeof goal === 'string' ? goal : `${goal.kind === 'min' ? '≥' : '≤'} ${number(goal.target)}`;

const pad = (text: string, width: number) => text.padEnd(width);
const COLUMNS = [52, 22, 14, 14, 8, 4];

export const HEADER = [
  pad('figure', COLUMNS[0]),
  pad('value', COLUMNS[1]),
  pad('goal', COLUMNS[2]),
  pad('floor', COLUMNS[3]),
  pad('×floor', COLUMNS[4]),
  'met',
].join(' ');

/** One line of the table: name, value with unit, goal, floor, ratio, ✓/✗/–. */
export function formatFigure(item: Figure): string {
  const ratio = floorRatio(item);
  const value = typeof item.value === 'number' ? `${number(item.value)} ${item.unit}` : item.value;
  const mark = item.met === undefined ? '–' : item.met ? '✓' : '✗';
  const line = [
    pad(item.name, COLUMNS[0]),
    pad(value, COLUMNS[1]),
    pad(goalText(item.goal), COLUMNS[2]),
    pad(item.floor === undefined ? '' : number(item.floor), COLUMNS[3]),
    pad(ratio === undefined ? '' : ratio.toFixed(2), COLUMNS[4]),
    mark,
  ].join(' ');
  return item.note ? `${line}  ${item.note}` : line;
}

/** The whole table as Markdown (docs/performance.md). */
export function markdownTable(figures: Figure[]): string {
  const rows = figures.map((item) => {
    const ratio = floorRatio(item);
    const value = typeof item.value === 'number' ? `${number(item.value)} ${item.unit}` : item.value;
    const mark = item.met === undefined ? '' : item.met ? 'yes' : '**no**';
    return `| ${item.name} | ${value} | ${goalText(item.goal)} | ${item.floor === undefined ? '' : number(item.floor)} | ${ratio === undefined ? '' : ratio.toFixed(2)} | ${mark} | ${item.note ?? ''} |`;
  });
  return ['| figure | value | goal | floor | ×floor | met | note |', '|---|---|---|---|---|---|---|', ...rows].join('\n');
}
