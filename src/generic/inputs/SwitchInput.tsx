/** A boolean as a switch between "Nie" and "Tak" (spec §2 employees). */
import { FormControl, FormLabel, Stack, Switch, Typography } from '@mui/material';
import { FieldTitle, useInput, useResourceContext, useTranslate } from 'ra-core';

export const SwitchInput = ({ source }: { source: string }) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  const { field, id } = useInput({ source, defaultValue: false });
  return (
    <FormControl margin="dense" fullWidth>
      <FormLabel htmlFor={id}>
        <FieldTitle source={source} resource={resource} />
      </FormLabel>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">{translate('ra.boolean.false')}</Typography>
        <Switch id={id} checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />
        <Typography variant="body2">{translate('ra.boolean.true')}</Typography>
      </Stack>
    </FormControl>
  );
};
