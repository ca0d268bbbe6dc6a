/**
 * The list beside the fleet map: each unit with its state in words, since when, speed and driver;
 * a click (or Enter, or Space) shows its day. Plain buttons styled once by the list and rows kept
 * while their text is the same: 500 units moving every 2 s re-render only the rows whose words
 * changed, cheaply (docs/performance.md "Live maps").
 */
import { memo } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { shownSince, shownSpeed, STATE_COLOURS, type ShownUnit } from './fleetText';
import { useCompanyTimeZone } from '../../state/companyTimeZone';

export const StateDot = ({ unit }: { unit: Pick<ShownUnit, 'state'> }) => (
  <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: STATE_COLOURS[unit.state], flexShrink: 0, mr: 1.5, mt: 0.5 }} />
);

export function useUnitSummary() {
  const translate = useTranslate();
  const timeZone = useCompanyTimeZone();
  return (unit: ShownUnit, now: number): string => {
    if (!unit.run) return translate('sat.fleet.noPosition');
    const parts = [
      `${translate(`sat.fleet.states.${unit.state}`)} ${unit.since ? translate('sat.fleet.since', { time: shownSince(unit.since, now, timeZone) }) : ''}`.trim(),
    ];
    const speed = shownSpeed(unit.run.last.speed);
    if (speed !== null && unit.state !== 'no-signal') parts.push(translate('sat.fleet.speed', { speed }));
    parts.push(unit.person ?? translate('sat.fleet.nobody'));
    return parts.join(' · ');
  };
}

interface RowProps {
  unitKey: string;
  label: string;
  name: string;
  detail: string | null;
  summary: string;
  colour: string;
  selected: boolean;
  onSelect: (key: string) => void;
}

const FleetRow = memo(function FleetRow({ unitKey, label, name, detail, summary, colour, selected, onSelect }: RowProps) {
  return (
    <li>
      <button type="button" aria-label={label} aria-current={selected || undefined} data-unit={unitKey} onClick={() => onSelect(unitKey)}>
        <span className="dot" aria-hidden style={{ background: colour }} />
        <span>
          <span className="name">
            {name}
            {detail && <span className="detail">{` ${detail}`}</span>}
          </span>
          <span className="summary">{summary}</span>
        </span>
      </button>
    </li>
  );
});

export const FleetList = ({
  units,
  now,
  selected,
  onSelect,
}: {
  units: ShownUnit[];
  now: number;
  selected: string | null;
  onSelect: (key: string) => void;
}) => {
  const translate = useTranslate();
  const summary = useUnitSummary();
  return (
    <Box
      component="ul"
      aria-label={translate('sat.fleet.list')}
      sx={(theme) => ({
        listStyle: 'none',
        m: 0,
        p: 0,
        overflowY: 'auto',
        maxHeight: { lg: 'calc(100vh - 260px)' },
        '& button': {
          all: 'unset',
          boxSizing: 'border-box',
          display: 'flex',
          alignItems: 'flex-start',
          width: '100%',
          px: 2,
          py: 0.75,
          cursor: 'pointer',
          font: theme.typography.body2.font,
          fontFamily: theme.typography.fontFamily,
          fontSize: theme.typography.body2.fontSize,
          lineHeight: 1.45,
          color: theme.palette.text.primary,
          '&:hover': { backgroundColor: theme.palette.action.hover },
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
          '&[aria-current="true"]': { backgroundColor: theme.palette.action.selected },
        },
        '& .dot': { width: 12, height: 12, borderRadius: '50%', flexShrink: 0, mr: 1.5, mt: 0.5 },
        '& .name': { display: 'block', fontSize: theme.typography.body1.fontSize },
        '& .detail, & .summary': { color: theme.palette.text.secondary },
        '& .summary': { display: 'block' },
      })}
    >
      {units.map((unit) => (
        <FleetRow
          key={unit.key}
          unitKey={unit.key}
          label={translate('sat.fleet.showDay', { name: unit.name })}
          name={unit.name}
          detail={unit.detail}
          summary={summary(unit, now)}
          colour={STATE_COLOURS[unit.state]}
          selected={unit.key === selected}
          onSelect={onSelect}
        />
      ))}
    </Box>
  );
};
