/** The open ride (its start, time and distance so far) and the buttons to start or end one. */
import { Button, Stack, Typography } from '@mui/material';
import { showTime } from '../domain/dates';
import { formatDecimal } from '../domain/numbers';
import { hoursSince } from './hours';
import { messages } from './i18n';
import type { OpenRide } from './session';
import { useCompanyTimeZone } from '../state/companyTimeZone';

interface Props {
  ride: OpenRide | null;
  now: number;
  onStart: () => void;
  onEnd: () => void;
}

export function RideCard({ ride, now, onStart, onEnd }: Props) {
  const timeZone = useCompanyTimeZone();
  const text = messages.ride;
  return (
    <Stack spacing={1}>
      <Typography variant="h2">{text.title}</Typography>
      {ride ? (
        <>
          <Typography>{text.openSince(showTime(ride.start, timeZone))}</Typography>
          <Typography>{ride.vehicle}</Typography>
          <Typography>{text.timeSoFar(hoursSince(ride.start, now))}</Typography>
          <Typography>{text.distanceSoFar(formatDecimal(Math.round(ride.km * 10) / 10, { minDecimals: 1 }))}</Typography>
          <Button variant="contained" color="secondary" size="large" onClick={onEnd}>
            {text.end}
          </Button>
        </>
      ) : (
        <>
          <Typography>{text.none}</Typography>
          <Button variant="contained" size="large" onClick={onStart}>
            {text.start}
          </Button>
        </>
      )}
    </Stack>
  );
}
