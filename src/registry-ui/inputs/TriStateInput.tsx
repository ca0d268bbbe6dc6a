/**
 * A tri-state yes/no field (`type: 'boolean', nullable: true`): Tak / Nie / Brak as three radio
 * buttons (one tap on a phone, arrow keys on a keyboard). "Brak" is null: "not known yet", what a
 * new record starts with.
 */
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { FieldTitle, ValidationError, useInput, useResourceContext, useTranslate } from 'ra-core';

/** The radio values: strings, as radio inputs hold them. */
const OPTIONS = [
  ['true', 'ra.boolean.true'],
  ['false', 'ra.boolean.false'],
  ['', 'sat.boolean.unknown'],
] as const;

const asRadio = (value: unknown) => (value === true ? 'true' : value === false ? 'false' : '');
const fromRadio = (value: string) => (value === 'true' ? true : value === 'false' ? false : null);

export const TriStateInput = ({ source, isRequired }: { source: string; isRequired?: boolean }) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  const { field, fieldState, formState, id } = useInput({ source, defaultValue: null });
  const message = fieldState.error?.message;
  const invalid = Boolean(message) && (fieldState.isTouched || formState.isSubmitted);
  return (
    <FormControl margin="dense" fullWidth error={invalid} disabled={field.disabled} component="fieldset">
      <FormLabel id={`${id}-label`} component="legend">
        <FieldTitle source={source} resource={resource} isRequired={isRequired} />
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${id}-label`}
        name={field.name}
        value={asRadio(field.value)}
        onChange={(event) => field.onChange(fromRadio(event.target.value))}
        onBlur={field.onBlur}
      >
        {OPTIONS.map(([value, label]) => (
          <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={translate(label)} />
        ))}
      </RadioGroup>
      {invalid && message && (
        <FormHelperText>
          <ValidationError error={message} />
        </FormHelperText>
      )}
    </FormControl>
  );
};
