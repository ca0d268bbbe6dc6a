/** The list beside the fleet map: each unit with its state in words, since when, speed and driver; a click (or Enter) shows its day. */
import { Box, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { shownSince, shownSpeed, STATE_COLOURS, type ShownUnit } from './fleetText';

export const StateDot = ({ unit }: { unit: Pick<ShownUnit, 'state'> }) => (
  <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: STATE_COLOURS[unit.state], flexShrink: 0, mr: 1.5, mt: 0.75 }} />
);

export function useUnitSummary() {
  const translate = useTranslate();
  return (unit: ShownUnit, now: number): string => {
    if (!unit.run) return translate('sat.fleet.noPosition');
    const parts = [
      `${translate(`sat.fleet.states.${unit.state}`)} ${unit.since ? translate('sat.fleet.since', { time: shownSince(unit.since, now) }) : ''}`.trim(),
    ];
    const speed = shownSpeed(unit.run.last.speed);
    if (speed !== null && unit.state !== 'no-signal') parts.push(translate('sat.fleet.speed', { speed }));
    parts.push(unit.person ?? translate('sat.fleet.nobody'));
    return parts.join(' · ');
  };
}

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
    <List dense aria-label={translate('sat.fleet.list')} sx={{ overflowY: 'auto', maxHeight: { lg: 'calc(100vh - 260px)' } }}>
      {units.map((unit) => (
        <ListItemButton
          key={unit.key}
          selected={unit.key === selected}
          onClick={() => onSelect(unit.key)}
          aria-label={translate('sat.fleet.showDay', { name: unit.name })}
          data-unit={unit.key}
          sx={{ alignItems: 'flex-start' }}
        >
          <StateDot unit={unit} />
          <ListItemText
            primary={
              <>
                {unit.name}
                {unit.detail && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {` ${unit.detail}`}
                  </Typography>
                )}
              </>
            }
            secondary={summary(unit, now)}
          />
        </ListItemButton>
      ))}
    </List>
  );
};
