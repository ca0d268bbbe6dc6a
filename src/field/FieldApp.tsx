/**
 * The field app (issue 30): sign in once, then the day — work day, rides, fuel records, a
 * pre-shift check, repair requests. Every action is stored on the phone first (queue/store.ts)
 * and sent in order when there is signal (queue/sender.ts); positions are recorded while a day or
 * a ride is open and sent in batches (with the open ride).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Divider, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { haversineKm, type GeoPoint } from '../domain/geo';
import { callApi, NoConnection, type FieldMe } from './api';
import type { Catalog } from '../domain/fieldCatalog';
import { loadCatalog, rememberChoice, rememberedCatalog, vehicleLabel, lastChoice } from './catalog';
import { CheckForm, type CheckRecord } from './CheckForm';
import { currentLanguage, messages, setLanguage, type Language } from './i18n';
import { currentPosition, watchPositions } from './position';
import { QueueList } from './QueueList';
import { sendQueue, sendQueueAfresh } from './queue/sender';
import {
  batchPositions,
  queueContents,
  recordAction,
  recordPosition,
  removeAction,
  newIdempotencyKey,
  unsentRecords,
  type Position,
  type QueueContents,
  type QueuedAction,
} from './queue/store';
import { RecordForm, type FormValues } from './RecordForm';
import { recordDefinition, type RecordKind } from './records';
import { RideCard } from './RideCard';
import { rememberedMe, rememberedOpenDay, rememberedOpenRide, rememberMe, rememberOpenDay, rememberOpenRide, type OpenRide } from './session';
import { SignIn } from './SignIn';
import { SignOut } from './SignOut';
import { WorkDay } from './WorkDay';

/** How often the queue is sent (and the clock on screen moves) while the app is open. */
const SEND_EVERY_MS = 30_000;
/** How long opening a form waits for the phone's position (to preselect the nearest place). */
const FORM_POSITION_WAIT_MS = 3000;

type Screen = 'home' | RecordKind | 'check';

const MENU: Array<Exclude<Screen, 'home' | 'rideStart' | 'rideEnd'>> = ['check', 'stationFueling', 'dispensing', 'delivery', 'stockReading', 'repairRequest'];

export function FieldApp() {
  const [, setShownLanguage] = useState<Language>(currentLanguage);
  const [me, setMe] = useState<FieldMe | null>(rememberedMe);
  const [signedOut, setSignedOut] = useState(false);
  const [openSince, setOpenSince] = useState<string | null>(rememberedOpenDay);
  const [ride, setRide] = useState<OpenRide | null>(rememberedOpenRide);
  const [catalog, setCatalog] = useState<Catalog>(rememberedCatalog);
  const [screen, setScreen] = useState<Screen>('home');
  const [here, setHere] = useState<GeoPoint | null>(null);
  const [saved, setSaved] = useState(false);
  const [queue, setQueue] = useState<QueueContents>({ actions: [], waitingPositions: 0 });
  const [offline, setOffline] = useState(false);
  const [busy, setBusy] = useState(false);
  const [noPosition, setNoPosition] = useState(false);
  const [now, setNow] = useState(Date.now);

  const showQueue = useCallback(async () => {
    setQueue(await queueContents());
  }, []);

  const openDay = (start: string | null) => {
    rememberOpenDay(start);
    setOpenSince(start);
  };

  const openRide = (opened: OpenRide | null) => {
    rememberOpenRide(opened);
    setRide(opened);
  };

  /** Sign-ins so far: a run or a question begun before the latest one cannot sign the person out again. */
  const signIns = useRef(0);

  /** Who is signed in, and, when the phone has nothing unsent, the day and ride as the server has them. */
  const loadMe = useCallback(async () => {
    const signInsAtStart = signIns.current;
    try {
      const answer = await callApi<FieldMe>('GET', '/api/field/me/');
      if (answer.status === 401) {
        // A 401 asked for before the sign-in that has happened since is about the old session.
        if (signIns.current === signInsAtStart) setSignedOut(true);
        return;
      }
      if (answer.status !== 200) return;
      rememberMe(answer.body);
      setMe(answer.body);
      setSignedOut(false);
      setCatalog(await loadCatalog());
      if (unsentRecords(await queueContents()) === 0) {
        openDay(answer.body.work_day?.datetime_start ?? null);
        const serverRide = answer.body.ride;
        const known = rememberedOpenRide();
        openRide(
          serverRide
            ? { id: serverRide.id, start: serverRide.start_datetime, vehicle: serverRide.vehicle_registration_number, km: known?.km ?? 0, last: known?.last }
            : null,
        );
      }
    } catch (error) {
      if (!(error instanceof NoConnection)) throw error;
      setOffline(true);
    }
  }, []);

  const sync = useCallback(
    async (afresh = false) => {
      const signInsAtStart = signIns.current;
      const result = await (afresh ? sendQueueAfresh() : sendQueue());
      await showQueue();
      setOffline(result === 'offline');
      if (result === 'signedOut' && signIns.current === signInsAtStart) setSignedOut(true);
      if (result === 'done') await loadMe();
    },
    [showQueue, loadMe],
  );

  useEffect(() => {
    void showQueue();
    void loadMe().then(() => sync());
    const timer = setInterval(() => {
      setNow(Date.now());
      void sync();
    }, SEND_EVERY_MS);
    // Afresh: a run under way began without signal and ends 'offline'; joined, it would leave the
    // queue waiting for the next timer (a trace showed nothing sent for 10 s after the signal came).
    const online = () => void sync(true);
    window.addEventListener('online', online);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', online);
    };
  }, [showQueue, loadMe, sync]);

  /** A position while a day or a ride is open: kept for the next batch, with the open ride (and its distance so far). */
  const keepPosition = useCallback(
    async (position: Position) => {
      setHere(position);
      const current = rememberedOpenRide();
      if (current) {
        const km = current.last ? current.km + haversineKm(current.last, position) : current.km;
        openRide({ ...current, km, last: { latitude: position.latitude, longitude: position.longitude } });
      }
      const rideRef = current?.startKey ? { answerOf: current.startKey } : current?.id;
      await recordPosition({ ...position, ...(rideRef !== undefined && { ride: rideRef }) });
      await showQueue();
    },
    [showQueue],
  );

  const recording = Boolean(openSince || ride);
  useEffect(() => {
    if (!recording || signedOut) return;
    return watchPositions((position) => void keepPosition(position));
  }, [recording, signedOut, keepPosition]);

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
        if (position) await keepPosition({ ...position, datetime: at });
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

  /** Opens a form, the phone's position first (the nearest place preselected). */
  const open = async (next: Screen) => {
    setSaved(false);
    const position = await currentPosition(FORM_POSITION_WAIT_MS);
    setNoPosition(!position);
    if (position) setHere(position);
    setScreen(next);
  };

  /** Stores a form's record in the queue at the phone's moment (positions before a ride's end), then tries to send. */
  const saveRecord = async (kind: RecordKind, form: FormValues) => {
    const at = new Date().toISOString();
    const action = recordDefinition(kind, { catalog, here, openRide: ride }).action(form, at);
    // A dispensing's vehicle is the machine fueled, not the person's own.
    if (kind !== 'dispensing' && typeof form.values.vehicle === 'number') rememberChoice('vehicle', form.values.vehicle);
    if (typeof form.values.tanker === 'number') rememberChoice('tanker', form.values.tanker);
    if (kind === 'rideStart') {
      const key = newIdempotencyKey();
      await recordAction({ ...action, key });
      const chosen = catalog.vehicles.find((vehicle) => vehicle.id === form.values.vehicle);
      openRide({
        startKey: key,
        start: at,
        vehicle: chosen ? vehicleLabel(chosen) : '',
        km: 0,
        last: here ? { latitude: here.latitude, longitude: here.longitude } : undefined,
      });
      if (here) await recordPosition({ latitude: here.latitude, longitude: here.longitude, datetime: at, ride: { answerOf: key } });
    } else if (kind === 'rideEnd') {
      await batchPositions(action);
      openRide(null);
    } else await recordAction(action);
    setSaved(true);
    setScreen('home');
    setNow(Date.now());
    await showQueue();
    await sync();
  };

  const saveCheck = async (check: CheckRecord) => {
    rememberChoice('vehicle', check.body.vehicle);
    await recordAction({ kind: 'check', path: '/api/field/checks/', body: check.body, recordedAt: check.body.performed_at, photos: check.photos });
    setSaved(true);
    setScreen('home');
    await showQueue();
    await sync();
  };

  const discard = async (action: QueuedAction) => {
    await removeAction(action.id);
    await showQueue();
    await loadMe();
  };

  const switchLanguage = (language: Language) => {
    setLanguage(language);
    setShownLanguage(language);
  };

  const unsentCount = unsentRecords(queue);

  if (!me || signedOut) {
    return (
      <SignIn
        notice={signedOut && unsentCount > 0 ? messages.signIn.sessionEnded : undefined}
        onSignedIn={() => {
          signIns.current += 1;
          setSignedOut(false);
          void loadMe().then(() => sync(true));
        }}
      />
    );
  }

  const vehicleChoices = catalog.vehicles.map((vehicle) => ({ id: vehicle.id, label: vehicleLabel(vehicle) }));
  const name = me.person ? `${me.person.first_name} ${me.person.last_name}` : me.user.username;
  return (
    <Box component="main" sx={{ p: 2, maxWidth: 600, mx: 'auto' }}>
      <Stack spacing={3}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
          <Box>
            <Typography variant="h1">{messages.appName}</Typography>
            <Typography>
              {name}
              {me.site && ` · ${me.site.name}`}
            </Typography>
          </Box>
          <ToggleButtonGroup
            exclusive
            size="large"
            aria-label={messages.language}
            value={currentLanguage()}
            onChange={(_, value: Language | null) => value && switchLanguage(value)}
          >
            <ToggleButton value="pl" lang="pl" sx={{ minWidth: 48, minHeight: 48 }}>
              PL
            </ToggleButton>
            <ToggleButton value="uk" lang="uk" sx={{ minWidth: 48, minHeight: 48 }}>
              UK
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {screen === 'home' ? (
          <>
            {saved && <Alert severity="success">{messages.form.saved}</Alert>}
            <WorkDay
              openSince={openSince}
              now={now}
              busy={busy}
              noPosition={noPosition}
              onStart={() => void recordDayEdge('start')}
              onEnd={() => void recordDayEdge('end')}
            />
            <Divider />
            <RideCard ride={ride} now={now} onStart={() => void open('rideStart')} onEnd={() => void open('rideEnd')} />
            <Divider />
            <Stack spacing={1.5}>
              <Typography variant="h2">{messages.menu.title}</Typography>
              {MENU.map((item) => (
                <Button key={item} variant="outlined" size="large" onClick={() => void open(item)}>
                  {messages.menu[item]}
                </Button>
              ))}
            </Stack>
            <Divider />
            <QueueList queue={queue} offline={offline} onDiscard={(action) => void discard(action)} />
            <SignOut
              unsent={unsentCount}
              onSignedOut={() => {
                rememberMe(null);
                setMe(null);
              }}
            />
          </>
        ) : screen === 'check' ? (
          <CheckForm vehicles={vehicleChoices} initialVehicle={lastChoice('vehicle')} onSave={saveCheck} onBack={() => setScreen('home')} />
        ) : (
          <RecordForm
            key={screen}
            {...recordDefinition(screen, { catalog, here, openRide: ride })}
            onSave={(form) => saveRecord(screen, form)}
            onBack={() => setScreen('home')}
          />
        )}
      </Stack>
    </Box>
  );
}
