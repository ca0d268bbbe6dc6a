/**
 * /login (spec §2): "Logowanie", username and password (required: "To pole jest wymagane!", no native
 * validation), the theme control top-right, the `reason` toasts, and after success the `redirect`
 * address or /rides. A refused login says why: the spec's "Niepoprawny login lub hasło!" for bad
 * credentials, the server's own message otherwise (a non-staff account, too many attempts and how
 * long to wait). A `redirect` to a page the account may not open lands on /rides with the server's
 * message (shared/pageRefusal).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, CardHeader, Stack, TextField } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useLogin, useTranslate } from 'ra-core';
import { expectLanding } from '../shared/pageRefusal';
import { HOME_PATH } from '../shared/RootRedirect';
import { ThemeMenu } from '../shared/ThemeMenu';
import { useToast } from '../toasts/useToast';
import { safeRedirect } from './safeRedirect';

type LoginField = 'username' | 'password';

const reasonToasts = {
  'session-expired': { variant: 'error', message: 'sat.login.sessionExpired' },
  'logged-out': { variant: 'info', message: 'sat.login.loggedOut' },
} as const;

/** The server's reason for refusing a login (403, 429, …), or the spec's bad-credentials text. */
function loginFailureMessage(error: unknown): string {
  const { status, body } = (error ?? {}) as { status?: number; body?: { detail?: unknown } };
  const detail = body?.detail;
  return status !== undefined && status !== 401 && typeof detail === 'string' && detail ? detail : 'sat.login.failed';
}

/** Shows the toast of `?reason=` once per visit of the login page. */
function useReasonToast(reason: string | null) {
  const toast = useToast();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!reason || shown.current === reason || !(reason in reasonToasts)) return;
    shown.current = reason;
    const { variant, message } = reasonToasts[reason as keyof typeof reasonToasts];
    toast[variant](message);
  }, [reason, toast]);
}

export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const toast = useToast();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<Record<LoginField, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  useReasonToast(searchParams.get('reason'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = (['username', 'password'] as const).filter((field) => !values[field].trim());
    setErrors(Object.fromEntries(missing.map((field) => [field, translate('sat.login.required')])));
    if (missing.length) return;
    setSubmitting(true);
    const target = safeRedirect(searchParams.get('redirect')) ?? HOME_PATH;
    expectLanding(target);
    try {
      await login(values, target);
    } catch (error) {
      expectLanding(null);
      console.error(error);
      toast.error(loginFailureMessage(error));
      setSubmitting(false);
    }
  };

  const field = (name: LoginField, type: string, autoComplete: string) => (
    <TextField
      name={name}
      type={type}
      autoComplete={autoComplete}
      label={translate(`sat.login.${name}`)}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      fullWidth
    />
  );

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default', position: 'relative' }}>
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <ThemeMenu />
      </Box>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 380 }}>
        <CardHeader
          title={translate('sat.login.title')}
          subheader={translate('sat.login.description')}
          slotProps={{ title: { component: 'h1', variant: 'h5', fontWeight: 600 } }}
        />
        <CardContent>
          <Box component="form" noValidate onSubmit={submit}>
            <Stack spacing={2}>
              {field('username', 'text', 'username')}
              {field('password', 'password', 'current-password')}
              <Button type="submit" variant="contained" size="large" disabled={submitting} fullWidth>
                {translate('sat.login.submit')}
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};
