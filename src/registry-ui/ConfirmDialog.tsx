/** The question a list asks before a bulk action (deleting, archiving): its title, an optional text, Anuluj and the action. */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';

export interface ConfirmDialogProps {
  open: boolean;
  /** Translation keys. */
  title: string;
  text?: string;
  textOptions?: Record<string, unknown>;
  confirmLabel: string;
  color: 'error' | 'primary';
  /** The action is under way: its button waits. */
  pending: boolean;
  onCancel(): void;
  onConfirm(): void;
}

export const ConfirmDialog = ({ open, title, text, textOptions, confirmLabel, color, pending, onCancel, onConfirm }: ConfirmDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onCancel} fullWidth slotProps={{ paper: { sx: { maxWidth: 425 } } }}>
      <DialogTitle>{translate(title)}</DialogTitle>
      {text && (
        <DialogContent>
          <DialogContentText>{translate(text, textOptions)}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button color={color} variant="contained" disabled={pending} onClick={onConfirm}>
          {translate(confirmLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
