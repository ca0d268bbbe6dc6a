/**
 * The field app (issue 30): sign in once, then the work day. Every action is stored on the phone
 * first (queue/store.ts) and sent in order when there is signal (queue/sender.ts); positions are
 * recorded while a day is open and sent in batches.
 */
import { useCallback, useEffect, useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { callApi, NoConnection, type FieldMe } from './api';
import { messages } from './i18n';
import { currentPosition, watchPositions } from './position';
import { QueueList } from './QueueList';
import { sendQueue } from './queue/sender';
import { batchPositions, queuedActions, recordAction, recordPosition, removeAction, waitingPositions, type QueuedAction } from './queue/store';
import { rememberedMe, rememberedOpenDay, rememberMe, rememberOpenDay } from './session';
import { SignIn } from './SignIn';
import { WorkDay } from './WorkDay';

/** How often the queue is sent (and the clock on screen moves) while the app is open. */
const SEND_EVERY_MS = 30_000;

export function FieldApp() {
  const [me, setMe] = useState<FieldMe | null>(rememberedMe);
  const [signedOut, setSignedOut] = useState(false);
  const [openSince, setOpenSince] = useState<string | null>(rememberedOpenDay);
  const [actions, setActions] = useState<QueuedAction[]>([]);
  const [positions, setPositions] = useState(0);
  const [offline, setOffline] = useState(false);
  const [busy, setBusy] = useState(false);
  const [noPosition, setNoPosition] = useState(false);
  const [now, setNow] = useState(Date.now);

  const showQueue = useCallback(async () => {
    const queued = await queuedActions();
    setActions(queued);
    setPositions(await waitingPositions());
    return queued;
  }, []);

  const openDay = (start: string | null) => {
    rememberOpenDay(start);
    setOpenSince(start);
  };

  /** Who is signed in, and, when the phone has nothing unsent, the day as the server has it. */
  const loadMe = useCallback(async () => {
    try {
      const answer = await callApi<FieldMe>('GET', '/api/field/me/');
      if (answer.status === 401) return setSignedOut(true);
      if (answer.status !== 200) return;
      rememberMe(answer.body);
      setMe(answer.body);
      setSignedOut(false);
      const unsent = (await queuedActions()).some((action) => !action.refused);
      if (!unsent && (await waitingPositions()) === 0) openDay(answer.body.work_day?.datetime_start ?? null);
    } catch (error) {
      if (!(error instanceof NoConnection)) throw error;
      setOffline(true);
    }
  }, []);

  const sync = useCallback(async () => {
    const result = await sendQueue();
    await showQueue();
    setOffline(result === 'offline');
    if (result === 'signedOut') setSignedOut(true);
    if (result === 'done') await loadMe();
  }, [showQueue, loadMe]);

  useEffect(() => {
    void showQueue();
    void loadMe().then(sync);
    const timer = setInterval(() => {
      setNow(Date.now());
      void sync();
    }, SEND_EVERY_MS);
    const online = () => void sync();
    window.addEventListener('online', online);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', online);
    };
  }, [showQueue, loadMe, sync]);

  useEffect(() => {
    if (!openSince || signedOut) return;
    return watchPositions((position) => void recordPosition(position).then(showQueue));
  }, [openSince, signedOut, showQueue]);

  /** Records an action of the day with the phone's time and position, then tries to send. */
  const recordDayEdge = async (edge: 'start' | 'end') => {
    setBusy(true);
    try {
      const at = new Date().toISOString();
      const position = await currentPosition();
      setNoPosition(!position);
      if (edge === 'start') {
        await recordAction({ kind: 'workDayStart', path: '/api/person-work-day/start/', body: { datetime_start: at }, recordedAt: at });
        if (position) await recordPosition({ ...position, datetime: at });
      } else {
        if (position) await recordPosition({ ...position, datetime: at });
        await batchPositions({ kind: 'workDayEnd', path: '/api/person-work-day/end/', body: { datetime_end: at }, recordedAt: at });
      }
      openDay(edge === 'start' ? at : null);
      setNow(Date.now());
      await showQueue();
    } finally {
      setBusy(false);
    }
    await sync();
  };

  const discard = async (action: QueuedAction) => {
    await removeAction(action.id);
    await showQueue();
    await loadMe();
  };

  if (!me || signedOut) {
    const unsent = actions.length > 0 || positions > 0;
    return (
      <SignIn
        notice={signedOut && unsent ? messages.signIn.sessionEnded : undefined}
        onSignedIn={() => {
          setSignedOut(false);
          void loadMe().then(sync);
        }}
      />
    );
  }

  const name = me.person ? `${me.person.first_name} ${me.person.last_name}` : me.user.username;
  return (
    <Box sx={{ p: 2, maxWidth: 600, mx: 'auto' }}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h1">{messages.appName}</Typography>
          <Typography>
            {name}
            {me.site && ` · ${me.site.name}`}
          </Typography>
        </Box>
        <WorkDay
          openSince={openSince}
          now={now}
          busy={busy}
          noPosition={noPosition}
          onStart={() => void recordDayEdge('start')}
          onEnd={() => void recordDayEdge('end')}
        />
        <QueueList actions={actions} waitingPositions={positions} offline={offline} onDiscard={(action) => void discard(action)} />
      </Stack>
    </Box>
  );
}
