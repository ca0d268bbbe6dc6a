/** A boolean as a switch between "Nie" and "Tak" (spec §2 employees); a server rule's message shows under it. */
import { FormControl, FormHelperText, FormLabel, Stack, Switch, Typography } from '@mui/material';
import { FieldTitle, ValidationError, useInput, useResourceContext, useTranslate } from 'ra-core';

export const SwitchInput = ({ source }: { source: string }) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source, defaultValue: false });
  const message = fieldState.error?.message;
  return (
    <FormControl margin="dense" fullWidth error={Boolean(message)}>
      <FormLabel htmlFor={id}>
        <FieldTitle source={source} resource={resource} />
      </FormLabel>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">{translate('ra.boolean.false')}</Typography>
        <Switch id={id} checked={Boolean(field.value)} disabled={field.disabled} onChange={(event) => field.onChange(event.target.checked)} />
        <Typography variant="body2">{translate('ra.boolean.true')}</Typography>
      </Stack>
      {message && (
        <FormHelperText>
          <ValidationError error={message} />
        </FormHelperText>
      )}
    </FormControl>
  );
};
