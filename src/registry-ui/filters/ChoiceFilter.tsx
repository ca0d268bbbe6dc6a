/** A filter choosing one of a few values (an enum's Polish labels, Tak / Nie / Brak), "Wszystkie" first. */
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';

interface ChoiceFilterProps {
  label: string;
  value: string;
  /** [query value, translation key] in the order shown. */
  choices: readonly (readonly [string, string])[];
  onChange(value: string): void;
  /** Translation key of the empty choice (default "Wszystkie"). */
  emptyLabel?: string;
}

export const ChoiceFilter = ({ label, value, choices, onChange, emptyLabel = 'sat.filters.all' }: ChoiceFilterProps) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      // A named empty choice ("Nie") is shown as such; "Wszystkie" stays an empty box, as before.
      {...(emptyLabel !== 'sat.filters.all' && { slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } } })}
    >
      <MenuItem value="">{translate(emptyLabel)}</MenuItem>
      {choices.map(([choice, key]) => (
        <MenuItem key={choice} value={choice}>
          {translate(key, { _: choice })}
        </MenuItem>
      ))}
    </TextField>
  );
};
