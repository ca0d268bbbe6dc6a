/**
 * The pre-shift check (issue 30 §3): the machine's checklist (GET /api/field/checklist/?vehicle=,
 * kept on the phone per machine for checks without signal), each point "OK" or "Usterka" with a
 * note and photos, and the machine's odometer or engine hours. Saved into the queue as one
 * action (POST /api/field/checks/); the server turns each fault into a repair request.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { parseDecimal } from '../domain/numbers';
import { callApi, NoConnection } from './api';
import { CameraButton, FormFrame } from './FormParts';
import { messages } from './i18n';
import { reducePhoto } from './photos';
import type { Choice } from './RecordForm';

export interface Checklist {
  vehicle: number;
  vehicle_type: string | null;
  points: Array<{ id: number; label: string }>;
}

interface PointAnswer {
  ok?: boolean;
  note: string;
  photos: Blob[];
}

/** The check as the queue sends it, its photos by the point they belong to. */
export interface CheckRecord {
  body: {
    vehicle: number;
    /** The phone's moment of the check. */
    performed_at: string;
    odometer_km?: number;
    engine_hours?: number;
    points: Array<{ point: number; ok: boolean; note?: string }>;
  };
  photos: Array<{ blob: Blob; target: string }>;
}

const CHECKLIST = (vehicle: number) => `sat-field-checklist-${vehicle}`;

/** The machine's checklist from the server (remembered), or the remembered one without signal; null when neither. */
export async function loadChecklist(vehicle: number): Promise<Checklist | null> {
  try {
    const answer = await callApi<Checklist>('GET', `/api/field/checklist/?vehicle=${vehicle}`);
    if (answer.status === 200) {
      localStorage.setItem(CHECKLIST(vehicle), JSON.stringify(answer.body));
      return answer.body;
    }
  } catch (error) {
    if (!(error instanceof NoConnection)) throw error;
  }
  const stored = localStorage.getItem(CHECKLIST(vehicle));
  return stored ? (JSON.parse(stored) as Checklist) : null;
}

interface Props {
  vehicles: Choice[];
  initialVehicle: number | null;
  onSave: (check: CheckRecord) => Promise<void>;
  onBack: () => void;
}

export function CheckForm({ vehicles, initialVehicle, onSave, onBack }: Props) {
  const text = messages.check;
  const [vehicle, setVehicle] = useState<number | null>(initialVehicle);
  const [checklist, setChecklist] = useState<Checklist | null | undefined>();
  const [answers, setAnswers] = useState<Record<number, PointAnswer>>({});
  const [odometer, setOdometer] = useState('');
  const [hours, setHours] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (vehicle === null) return;
    let current = true;
    setChecklist(undefined);
    setAnswers({});
    void loadChecklist(vehicle).then((loaded) => current && setChecklist(loaded));
    return () => {
      current = false;
    };
  }, [vehicle]);

  const answer = (point: number, change: Partial<PointAnswer>) =>
    setAnswers((all) => ({ ...all, [point]: { ...(all[point] ?? { note: '', photos: [] }), ...change } }));

  const addPhoto = (point: number, blob: Blob) => setAnswers((all) => ({ ...all, [point]: { ...all[point], photos: [...all[point].photos, blob] } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (vehicle === null) return setError(messages.form.required);
    if (!checklist) return;
    if (checklist.points.some((point) => answers[point.id]?.ok === undefined)) return setError(text.unanswered);
    const readings: Array<[string, number | undefined]> = [
      [odometer, undefined],
      [hours, undefined],
    ];
    for (const reading of readings) {
      if (!reading[0].trim()) continue;
      const number = parseDecimal(reading[0]);
      if (number === null) return setError(messages.form.badNumber);
      reading[1] = number;
    }
    setError(undefined);
    const points = checklist.points.map((point) => {
      const given = answers[point.id];
      return { point: point.id, ok: given.ok === true, ...(!given.ok && given.note.trim() && { note: given.note.trim() }) };
    });
    const photos = checklist.points.flatMap((point, index) =>
      answers[point.id].ok ? [] : answers[point.id].photos.map((blob) => ({ blob, target: `points.${index}.photos` })),
    );
    setBusy(true);
    try {
      await onSave({
        body: {
          vehicle,
          performed_at: new Date().toISOString(),
          ...(readings[0][1] !== undefined && { odometer_km: readings[0][1] }),
          ...(readings[1][1] !== undefined && { engine_hours: readings[1][1] }),
          points,
        },
        photos,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormFrame title={messages.menu.check} error={error} saveDisabled={busy || !checklist} onBack={onBack} onSubmit={submit}>
      <TextField
        select
        label={messages.form.machine}
        value={vehicle ?? ''}
        onChange={(event) => setVehicle(event.target.value ? Number(event.target.value) : null)}
        slotProps={{ select: { native: true } }}
      >
        <option value="">{messages.form.choose}</option>
        {vehicles.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </TextField>
      {vehicle !== null && checklist === null && <Alert severity="warning">{text.noChecklist}</Alert>}
      {checklist && checklist.points.length === 0 && <Alert severity="info">{text.emptyChecklist}</Alert>}
      {checklist?.points.map((point) => {
        const given = answers[point.id];
        return (
          <Stack key={point.id} spacing={1} role="group" aria-label={point.label}>
            <Typography sx={{ fontWeight: 600 }}>{point.label}</Typography>
            <ToggleButtonGroup
              exclusive
              fullWidth
              value={given?.ok === undefined ? null : given.ok ? 'ok' : 'fault'}
              onChange={(_, value: 'ok' | 'fault' | null) => value && answer(point.id, { ok: value === 'ok' })}
            >
              <ToggleButton value="ok" color="success" sx={{ minHeight: 48 }}>
                {text.ok}
              </ToggleButton>
              <ToggleButton value="fault" color="error" sx={{ minHeight: 48 }}>
                {text.fault}
              </ToggleButton>
            </ToggleButtonGroup>
            {given?.ok === false && (
              <>
                <TextField
                  label={text.faultNote}
                  multiline
                  minRows={2}
                  value={given.note}
                  onChange={(event) => answer(point.id, { note: event.target.value })}
                />
                <CameraButton
                  label={messages.form.addPhoto}
                  accessibleName={`${messages.form.addPhoto}: ${point.label}`}
                  onPicture={(file) => void reducePhoto(file).then((blob) => addPhoto(point.id, blob))}
                />
                {given.photos.length > 0 && <Typography>{messages.form.photos(given.photos.length)}</Typography>}
              </>
            )}
          </Stack>
        );
      })}
      {checklist && (
        <>
          <TextField
            label={messages.form.odometer}
            value={odometer}
            onChange={(event) => setOdometer(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label={text.engineHours}
            value={hours}
            onChange={(event) => setHours(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </>
      )}
    </FormFrame>
  );
}
