/** The field app's sign-in: once, then the phone stays signed in for weeks (FIELD_SESSION_DAYS). */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { callApi, detailOf, NoConnection } from './api';
import { messages } from './i18n';

export function SignIn({ notice, onSignedIn }: { notice?: string; onSignedIn: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const text = messages.signIn;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) return setError(text.required);
    setBusy(true);
    setError(undefined);
    try {
      const answer = await callApi('POST', '/api/field-login/', { body: { username: username.trim(), password } });
      if (answer.status === 200) return onSignedIn();
      setError(detailOf(answer.body) ?? messages.unexpected);
    } catch (caught) {
      setError(caught instanceof NoConnection ? text.offline : messages.unexpected);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ p: 2, maxWidth: 480, mx: 'auto' }}>
      <Stack spacing={2}>
        <Typography variant="h1">{text.title}</Typography>
        {notice && <Alert severity="warning">{notice}</Alert>}
        {error && <Alert severity="error">{error}</Alert>}
        <TextField label={text.username} value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" autoCapitalize="none" />
        <TextField label={text.password} type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {text.submit}
        </Button>
      </Stack>
    </Box>
  );
}
