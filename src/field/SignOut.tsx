/**
 * Signing out (POST /api/field-logout/): the queue stays on the phone and is sent after the next
 * sign-in; with unsent records the person is told so and confirms first.
 */
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { callApi, NoConnection } from './api';
import { messages } from './i18n';

export function SignOut({ unsent, onSignedOut }: { unsent: number; onSignedOut: () => void }) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string>();
  const text = messages.signOutDialog;

  const signOut = async () => {
    setAsking(false);
    try {
      const answer = await callApi('POST', '/api/field-logout/');
      if (answer.status === 204 || answer.status === 401) return onSignedOut();
      setError(messages.unexpected);
    } catch (caught) {
      if (!(caught instanceof NoConnection)) throw caught;
      setError(text.offline);
    }
  };

  return (
    <>
      <Button variant="outlined" size="large" onClick={() => (unsent > 0 ? setAsking(true) : void signOut())}>
        {messages.signOut}
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
      <Dialog open={asking} onClose={() => setAsking(false)}>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{text.unsent(unsent)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button size="large" onClick={() => setAsking(false)}>
            {text.cancel}
          </Button>
          <Button size="large" color="secondary" variant="contained" onClick={() => void signOut()}>
            {text.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
