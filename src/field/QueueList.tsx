/** "Do wysłania (N)": what the server does not have yet, and the refused actions to discard. */
import { Alert, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { showTime } from '../domain/dates';
import { messages } from './i18n';
import type { QueuedAction } from './queue/store';
import { useCompanyTimeZone } from '../state/companyTimeZone';

/** How many records an action carries (a batch of positions counts each position). */
const recordsIn = (action: QueuedAction) => (Array.isArray(action.body) ? action.body.length : 1);

const label = (action: QueuedAction) => {
  const names = messages.queue.actions;
  return action.kind === 'positions' ? names.positions(recordsIn(action)) : names[action.kind];
};

interface Props {
  actions: QueuedAction[];
  waitingPositions: number;
  offline: boolean;
  onDiscard: (action: QueuedAction) => void;
}

export function QueueList({ actions, waitingPositions, offline, onDiscard }: Props) {
  const timeZone = useCompanyTimeZone();
  const text = messages.queue;
  const unsent = actions.filter((action) => !action.refused);
  const refused = actions.filter((action) => action.refused);
  const count = unsent.reduce((sum, action) => sum + recordsIn(action), 0) + waitingPositions;
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
