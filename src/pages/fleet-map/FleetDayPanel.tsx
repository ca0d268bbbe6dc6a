/** A unit's day beside the map: the day asked, its distance, its stops and its ignition periods. */
import { Alert, Box, IconButton, List, ListItem, ListItemText, Skeleton, Stack, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'ra-core';
import { showTime } from '../../domain/dates';
import type { FleetDay } from '../../domain/fleet/api';
import { trackDistanceKm } from '../../domain/geo';
import { formatDecimal } from '../../domain/numbers';
import type { ShownUnit } from './fleetText';
import { useCompanyTimeZone } from '../../state/companyTimeZone';

interface FleetDayPanelProps {
  unit: ShownUnit;
  date: string;
  onDate: (date: string) => void;
  day: FleetDay | undefined;
  error: Error | null;
  onClose: () => void;
}

const minutesBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 60_000);

export const FleetDayPanel = ({ unit, date, onDate, day, error, onClose }: FleetDayPanelProps) => {
  const timeZone = useCompanyTimeZone();
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`sat.fleet.day.${key}`, options);
  return (
    <Box component="section" aria-labelledby="fleet-day-title" sx={{ px: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="fleet-day-title" variant="h6" component="h2">
          {t('title', { name: unit.name })}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <TextField
        type="date"
        size="small"
        label={t('date')}
        value={date}
        onChange={(event) => event.target.value && onDate(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ my: 1 }}
      />
      {error ? (
        <Alert severity="error">{t('error', { detail: error.message })}</Alert>
      ) : !day ? (
        <Skeleton variant="rectangular" height={120} />
      ) : (
        <>
          <Typography>
            {day.track.length
              ? t('points', { count: day.track.length, distance: formatDecimal(Math.round(trackDistanceKm(day.track) * 10) / 10, { minDecimals: 1 }) })
              : t('noTrack')}
          </Typography>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
            {t('stops')}
          </Typography>
          {day.stops.length ? (
            <List dense disablePadding aria-label={t('stops')}>
              {day.stops.map((stop) => (
                <ListItem key={stop.from} disableGutters>
                  <ListItemText
                    primary={t('stop', {
                      from: showTime(stop.from, timeZone),
                      to: showTime(stop.to, timeZone),
                      minutes: minutesBetween(stop.from, stop.to),
                    })}
                    secondary={stop.engine_on ? t('engineOn') : undefined}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary">{t('noStops')}</Typography>
          )}
          <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
            {t('ignition')}
          </Typography>
          {day.ignition.length ? (
            <List dense disablePadding aria-label={t('ignition')}>
              {day.ignition.map((period) => (
                <ListItem key={period.from} disableGutters>
                  <ListItemText
                    primary={t('period', {
                      from: showTime(period.from, timeZone),
                      to: period.to ? showTime(period.to, timeZone) : t('stillOn'),
                    })}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary">{t('noIgnition')}</Typography>
          )}
        </>
      )}
    </Box>
  );
};
