/** "Do wysłania (N)": what the server does not have yet, and the refused actions to discard. */
import { Alert, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { showTime } from '../domain/dates';
import { messages } from './i18n';
import { recordsIn, unsentRecords, type QueueContents, type QueuedAction } from './queue/store';
import { useCompanyTimeZone } from '../state/companyTimeZone';

const label = (action: QueuedAction) => {
  const names = messages.queue.actions;
  return action.kind === 'positions' ? names.positions(recordsIn(action)) : names[action.kind];
};

interface Props {
  queue: QueueContents;
  offline: boolean;
  onDiscard: (action: QueuedAction) => void;
}

export function QueueList({ queue, offline, onDiscard }: Props) {
  const timeZone = useCompanyTimeZone();
  const text = messages.queue;
  const unsent = queue.actions.filter((action) => !action.refused);
  const refused = queue.actions.filter((action) => action.refused);
  const count = unsentRecords(queue);
  return (
    <Stack spacing={1}>
      <Typography variant="h2">{count > 0 ? text.title(count) : text.allSent}</Typography>
      {offline && count > 0 && <Alert severity="info">{text.offline}</Alert>}
      {unsent.length > 0 && (
        <List dense aria-label={text.title(count)}>
          {unsent.map((action) => (
            <ListItem key={action.id}>
              <ListItemText primary={label(action)} secondary={showTime(action.recordedAt, timeZone)} />
            </ListItem>
          ))}
        </List>
      )}
      {refused.length > 0 && <Typography variant="h2">{text.refused}</Typography>}
      {refused.map((action) => (
        <Alert
          key={action.id}
          severity="error"
          action={
            <Button color="inherit" size="large" onClick={() => onDiscard(action)}>
              {text.discard}
            </Button>
          }
        >
          {label(action)}, {showTime(action.recordedAt, timeZone)}: {action.refused}
        </Alert>
      ))}
    </Stack>
  );
}
