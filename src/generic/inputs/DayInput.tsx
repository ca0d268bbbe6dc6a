/** A calendar day (yyyy-MM-dd) picked on a single-date calendar; unselecting the day clears it. */
import { useState } from 'react';
import { Button, FormControl, FormHelperText, FormLabel, Popover } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { format } from 'date-fns';
import { pl } from 'date-fns/locale';
import { FieldTitle, ValidationError, useInput, useResourceContext, useTranslate } from 'ra-core';
import { paddedDay, parseCalendarDay } from '../../domain/dates';
import { Calendar } from '../../common/Calendar';

function toDate(value: unknown): Date | undefined {
  const day = typeof value === 'string' ? parseCalendarDay(value) : null;
  return day ? new Date(day.year, day.month - 1, day.day) : undefined;
}

export const DayInput = ({ source }: { source: string }) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const selected = toDate(field.value);
  const error = fieldState.error?.message;
  return (
    <FormControl margin="dense" fullWidth error={Boolean(error)}>
      <FormLabel htmlFor={id} sx={{ mb: 0.5 }}>
        <FieldTitle source={source} resource={resource} />
      </FormLabel>
      <Button
        id={id}
        variant="outlined"
        color={error ? 'error' : 'inherit'}
        startIcon={<CalendarMonthIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ justifyContent: 'flex-start', textTransform: 'none', fontWeight: 400 }}
      >
        {selected ? format(selected, 'PPP', { locale: pl }) : translate('sat.form.pickDate')}
      </Button>
      {error && (
        <FormHelperText>
          <ValidationError error={error} />
        </FormHelperText>
      )}
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => {
          setAnchor(null);
          field.onBlur();
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Calendar
          mode="single"
          selected={selected}
          defaultMonth={selected}
          onSelect={(day) => {
            field.onChange(day ? paddedDay(day) : '');
            if (day) setAnchor(null);
          }}
        />
      </Popover>
    </FormControl>
  );
};
