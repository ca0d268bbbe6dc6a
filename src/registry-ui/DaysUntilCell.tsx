/**
 * A computed "days until" list cell (`computed: { daysUntil, warnBelow }`): the number of days,
 * in a warning chip below the threshold and an error chip once the date has passed, so that a
 * contract running out stands out in a long list. Empty when the date is. A declared `warnSetting`
 * takes the server's window instead of `warnBelow` (documents: DOCUMENT_WARNING_DAYS).
 */
import { Chip } from '@mui/material';
import type { ComputedSpec } from '../domain/fields';
import { formatDecimal } from '../domain/numbers';
import { useScreenSettings } from '../state/appSettings';

export type DaysUntilLevel = 'past' | 'soon' | 'ok';

/** `documentWarningDays`: the server's window, for a column whose `warnSetting` names it. */
export function daysUntilLevel(days: number, computed: ComputedSpec, documentWarningDays: number): DaysUntilLevel {
  if (days < 0) return 'past';
  const warnBelow = computed.warnSetting === 'documentWarningDays' ? documentWarningDays : computed.warnBelow;
  return warnBelow !== undefined && days < warnBelow ? 'soon' : 'ok';
}

const CHIP_COLOR = { past: 'error', soon: 'warning' } as const;

export const DaysUntilCell = ({ days, computed }: { days: unknown; computed: ComputedSpec }) => {
  const { documentWarningDays } = useScreenSettings();
  if (typeof days !== 'number' || !Number.isFinite(days)) return null;
  const text = formatDecimal(days, { grouping: false });
  const level = daysUntilLevel(days, computed, documentWarningDays);
  // Outlined with the label in the text colour: white on orange fails axe-core's contrast check.
  return level === 'ok' ? <>{text}</> : <Chip size="small" variant="outlined" label={text} color={CHIP_COLOR[level]} sx={{ color: 'text.primary' }} />;
};
