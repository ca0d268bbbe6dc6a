/** The work day: start and end with the phone's position, the open day and hours so far. */
import { Alert, Button, Stack, Typography } from '@mui/material';
import { showTime } from '../domain/dates';
import { hoursSince } from './hours';
import { messages } from './i18n';
import { useCompanyTimeZone } from '../state/companyTimeZone';

interface Props {
  openSince: string | null;
  now: number;
  busy: boolean;
  noPosition: boolean;
  onStart: () => void;
  onEnd: () => void;
}

export function WorkDay({ openSince, now, busy, noPosition, onStart, onEnd }: Props) {
  const text = messages.workDay;
  const timeZone = useCompanyTimeZone();
  return (
    <Stack spacing={2}>
      {openSince ? (
        <>
          <Typography variant="h2">{text.openSince(showTime(openSince, timeZone))}</Typography>
          <Typography>{text.hoursSoFar(hoursSince(openSince, now))}</Typography>
          <Button variant="contained" color="secondary" size="large" disabled={busy} onClick={onEnd}>
            {text.end}
          </Button>
        </>
      ) : (
        <>
          <Typography>{text.notStarted}</Typography>
          <Button variant="contained" size="large" disabled={busy} onClick={onStart}>
            {text.start}
          </Button>
        </>
      )}
      {noPosition && <Alert severity="warning">{text.noPosition}</Alert>}
    </Stack>
  );
}
