/** What every form of the field app is made of: a frame with the way back, its title and the save button, and a camera button. */
import type { FormEvent, ReactNode } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { messages } from './i18n';

export function FormFrame({
  title,
  error,
  saveDisabled,
  onBack,
  onSubmit,
  children,
}: {
  title: string;
  /** The message shown above the save button, if any. */
  error?: string;
  saveDisabled: boolean;
  onBack(): void;
  onSubmit(event: FormEvent): void;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        <Button variant="outlined" size="large" onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
          {messages.back}
        </Button>
        <Typography variant="h2" component="h2">
          {title}
        </Typography>
        {children}
        {error && <Alert severity="error">{error}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={saveDisabled}>
          {messages.form.save}
        </Button>
      </Stack>
    </Box>
  );
}

/** Opens the phone's camera (or its pictures); `onPicture` gets the file chosen. */
export function CameraButton({ label, accessibleName = label, onPicture }: { label: string; accessibleName?: string; onPicture(file: File): void }) {
  return (
    <Button variant="outlined" size="large" component="label" startIcon={<PhotoCamera />}>
      {label}
      <input
        hidden
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={accessibleName}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPicture(file);
        }}
      />
    </Button>
  );
}
