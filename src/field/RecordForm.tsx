/**
 * One form for every record the phone makes (a ride's start and end, fuelings, a stock reading, a
 * repair request): big native choices (the phone's own picker), numbers typed with a decimal
 * comma, photos taken with the camera and reduced at once. Values are checked on the phone
 * (required, a number); the server checks them again when the queue is sent.
 */
import { useState, type FormEvent } from 'react';
import { Stack, TextField, Typography } from '@mui/material';
import { parseDecimal } from '../domain/numbers';
import { CameraButton, FormFrame } from './FormParts';
import { messages } from './i18n';
import { reducePhoto } from './photos';

export interface Choice {
  id: number;
  label: string;
}

export type FormField =
  | { name: string; kind: 'choice'; label: string; choices: Choice[]; initial?: number | null; required?: boolean; searchLabel?: string }
  | { name: string; kind: 'number'; label: string; required?: boolean }
  | { name: string; kind: 'text'; label: string; required?: boolean }
  | { name: string; kind: 'photos'; label: string };

/** What the form gives: chosen ids, numbers, texts (null when left empty), and the reduced photos per photo field. */
export interface FormValues {
  values: Record<string, number | string | null>;
  photos: Record<string, Blob[]>;
}

interface Props {
  title: string;
  fields: FormField[];
  onSave: (result: FormValues) => Promise<void>;
  onBack: () => void;
}

/**
 * A field's text: what was typed or chosen, else its initial choice. The initial one is read at
 * every render, so a choice left alone follows the catalog when it arrives after the form opened.
 */
const textOf = (field: FormField, typed: Record<string, string>) =>
  typed[field.name] ?? (field.kind === 'choice' && field.initial ? String(field.initial) : '');

export function RecordForm({ title, fields, onSave, onBack }: Props) {
  const text = messages.form;
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [search, setSearch] = useState<Record<string, string>>({});
  const [photos, setPhotos] = useState<Record<string, Blob[]>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const set = (name: string, value: string) => setTyped((current) => ({ ...current, [name]: value }));

  const addPhoto = async (name: string, file: File) => {
    const reduced = await reducePhoto(file);
    setPhotos((current) => ({ ...current, [name]: [...(current[name] ?? []), reduced] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values: FormValues['values'] = {};
    const found: Record<string, string> = {};
    for (const field of fields) {
      if (field.kind === 'photos') continue;
      const raw = textOf(field, typed).trim();
      if (!raw) {
        if (field.required) found[field.name] = text.required;
        values[field.name] = null;
      } else if (field.kind === 'number') {
        const number = parseDecimal(raw);
        if (number === null) found[field.name] = text.badNumber;
        values[field.name] = number;
      } else values[field.name] = field.kind === 'choice' ? Number(raw) : raw;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSave({ values, photos });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormFrame title={title} error={Object.values(errors)[0]} saveDisabled={busy} onBack={onBack} onSubmit={submit}>
      {fields.map((field) => {
        if (field.kind === 'photos') {
          const count = photos[field.name]?.length ?? 0;
          return (
            <Stack key={field.name} spacing={1}>
              <CameraButton label={field.label} onPicture={(file) => void addPhoto(field.name, file)} />
              {count > 0 && <Typography>{text.photos(count)}</Typography>}
            </Stack>
          );
        }
        const value = textOf(field, typed);
        const common = {
          label: field.label,
          value,
          error: Boolean(errors[field.name]),
          helperText: errors[field.name],
          required: Boolean(field.required),
          fullWidth: true,
          onChange: (event: { target: { value: string } }) => set(field.name, event.target.value),
        };
        if (field.kind === 'choice') {
          const filter = (search[field.name] ?? '').trim().toLocaleLowerCase('pl');
          const shown = filter
            ? field.choices.filter((choice) => choice.label.toLocaleLowerCase('pl').includes(filter) || String(choice.id) === value)
            : field.choices;
          return (
            <Stack key={field.name} spacing={1}>
              {field.searchLabel && (
                <TextField
                  label={field.searchLabel}
                  value={search[field.name] ?? ''}
                  inputMode="numeric"
                  onChange={(event) => setSearch((current) => ({ ...current, [field.name]: event.target.value }))}
                />
              )}
              <TextField {...common} select slotProps={{ select: { native: true } }}>
                <option value="">{text.choose}</option>
                {shown.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.label}
                  </option>
                ))}
              </TextField>
            </Stack>
          );
        }
        return field.kind === 'number' ? (
          <TextField key={field.name} {...common} slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }} />
        ) : (
          <TextField key={field.name} {...common} multiline minRows={2} />
        );
      })}
    </FormFrame>
  );
}
