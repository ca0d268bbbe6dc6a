/**
 * The form's date and date-time inputs: MUI X pickers in Polish, 24-hour, typed from the keyboard
 * (`dd.MM.yyyy HH:mm`, `dd.MM.yyyy`) or picked on a calendar with a year view. A date-time is
 * shown and typed on the company's clock and kept as UTC ISO (spec §5); a day is kept as
 * yyyy-MM-dd. Loaded with the dialogs, not with the first screen.
 */
import { useMemo, useRef, type ReactNode } from 'react';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { plPL } from '@mui/x-date-pickers/locales';
import type { FieldRef, FieldSection } from '@mui/x-date-pickers/models';
import { isValid } from 'date-fns';
import { pl } from 'date-fns/locale';
import { FieldTitle, ValidationError, useInput, useResourceContext, type InputProps } from 'ra-core';
import { fromWallClockDate, paddedDay, parseCalendarDay, wallClockDate } from '../../domain/dates';
import { useCompanyTimeZone } from '../../state/companyTimeZone';

/** What the form holds while the typed text is no complete date: the form's validation refuses it. */
const INCOMPLETE = 'Invalid Date';

/**
 * A complete typing of a day the calendar has not (`31.02.2026`, `31.02.2026 10:00`) as the form
 * holds it, `2026-02-31` (`T10:00`), so that the validation says there is no such date rather than
 * asking for a whole one; null while some part is still empty.
 */
function typedText(sections: ReadonlyArray<FieldSection>): string | null {
  const part = (type: FieldSection['type']) => sections.find((section) => section.type === type)?.value ?? '';
  if (sections.some((section) => section.type !== 'empty' && section.value === '')) return null;
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  return sections.some((section) => section.type === 'hours') ? `${day}T${part('hours')}:${part('minutes')}` : day;
}

const localeText = plPL.components.MuiLocalizationProvider.defaultProps.localeText;

const clockAdapters = new Map<string, typeof AdapterDateFns>();

/**
 * date-fns dates whose "now" is the company's wall clock in `timeZone`: the calendars' today and
 * the default time. One class per zone, so that the pickers' provider keeps the same adapter.
 */
function companyClockAdapter(timeZone: string): typeof AdapterDateFns {
  let adapter = clockAdapters.get(timeZone);
  if (!adapter) {
    adapter = class CompanyClockAdapter extends AdapterDateFns {
      constructor(...args: ConstructorParameters<typeof AdapterDateFns>) {
        super(...args);
        const date = this.date;
        this.date = ((value?: string | null) => (value === undefined ? wallClockDate(new Date().toISOString(), timeZone) : date(value))) as typeof date;
      }
    };
    clockAdapters.set(timeZone, adapter);
  }
  return adapter;
}

const Localized = ({ children }: { children: ReactNode }) => {
  const timeZone = useCompanyTimeZone();
  return (
    <LocalizationProvider dateAdapter={companyClockAdapter(timeZone)} adapterLocale={pl} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
};

interface Codec {
  /** The form value as the picker's Date (local fields = what is shown), or null. */
  toPicker(stored: unknown): Date | null;
  /** A complete picked Date as the form value; `current` is the value before the change. */
  fromPicker(date: Date, current: unknown): string;
  /** The form value when the field is cleared. */
  empty: string | null;
}

/**
 * The form field bound to a picker. The picker gets the same Date object back that it published
 * (a new object on every render would reset what is being typed).
 */
function usePickerField(source: string, codec: Codec, isRequiredOption?: boolean) {
  const resource = useResourceContext();
  const { field, fieldState, id, isRequired } = useInput({ source, isRequired: isRequiredOption } as InputProps);
  const published = useRef<{ stored: unknown; date: Date | null } | null>(null);
  const value = useMemo(
    () => (published.current && published.current.stored === field.value ? published.current.date : codec.toPicker(field.value)),
    [field.value, codec],
  );
  const onChange = (date: Date | null) => {
    const stored = date === null ? codec.empty : isValid(date) ? codec.fromPicker(date, field.value) : INCOMPLETE;
    published.current = { stored, date };
    field.onChange(stored);
  };
  // The picker publishes nothing while a date typed into an empty field is incomplete (`24.11`):
  // on leaving the field, such typing is kept as incomplete, so that it is refused, not dropped;
  // a whole typing of a day the calendar has not (`31.02.2026`) is kept as typed, to be told so.
  // (The typed parts are read here: while the picker publishes, they are not up to date yet.)
  const fieldRef = useRef<FieldRef<Date | null>>(null);
  const onBlur = () => {
    if (value === null || field.value === INCOMPLETE) {
      const sections = fieldRef.current?.getSections() ?? [];
      const typed = sections.some((section) => section.value !== '');
      const stored = typed ? (typedText(sections) ?? INCOMPLETE) : codec.empty;
      if (stored !== field.value && (typed || field.value === INCOMPLETE)) {
        published.current = { stored, date: value };
        field.onChange(stored);
      }
    }
    field.onBlur();
  };
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return {
    value,
    onChange,
    // A read-only record dialog disables its form.
    disabled: field.disabled,
    label: <FieldTitle source={source} resource={resource} isRequired={isRequired} />,
    slotProps: {
      textField: {
        id,
        name: field.name,
        onBlur,
        inputRef: field.ref,
        fullWidth: true,
        // react-admin's inputs are filled: the pickers look like the fields around them.
        variant: 'filled' as const,
        margin: 'dense' as const,
        error: Boolean(error),
        helperText: error ? <ValidationError error={error} /> : undefined,
      },
      field: { clearable: true, fieldRef },
      // The calendar opens inside the record dialog's DOM: in a portal beside it, the dialog's
      // focus trap took the focus back whenever the calendar's view changed, and that closed it.
      popper: { disablePortal: true, popperOptions: { strategy: 'fixed' as const } },
    },
  };
}

/** A date-time on the company's clock in `timeZone`. */
const dateTimeCodec = (timeZone: string): Codec => ({
  toPicker: (stored) => wallClockDate(stored, timeZone),
  fromPicker: (date, current) => fromWallClockDate(date, current, timeZone),
  empty: null,
});

const dayCodec: Codec = {
  toPicker(stored) {
    const day = typeof stored === 'string' ? parseCalendarDay(stored) : null;
    return day ? new Date(day.year, day.month - 1, day.day) : null;
  },
  fromPicker: (date) => paddedDay(date),
  empty: '',
};

export const CompanyDateTimeInput = ({ source, isRequired }: { source: string; isRequired?: boolean }) => {
  const timeZone = useCompanyTimeZone();
  const codec = useMemo(() => dateTimeCodec(timeZone), [timeZone]);
  const props = usePickerField(source, codec, isRequired);
  return (
    <Localized>
      <DesktopDateTimePicker {...props} format="dd.MM.yyyy HH:mm" ampm={false} />
    </Localized>
  );
};

export const CompanyDayInput = ({ source, isRequired }: { source: string; isRequired?: boolean }) => {
  const props = usePickerField(source, dayCodec, isRequired);
  return (
    <Localized>
      <DesktopDatePicker {...props} format="dd.MM.yyyy" />
    </Localized>
  );
};

/**
 * A day outside a form (a list's date-range filter): typed as `dd.MM.yyyy` or picked, reported as
 * yyyy-MM-dd once complete, or '' when cleared (incomplete typing reports nothing yet).
 */
export const CompanyDayPicker = ({ label, value, onChange }: { label: string; value: string; onChange(day: string): void }) => {
  // The picker gets back the Date it published: a year being typed ("0002" on the way to "2026")
  // read again from its day would be another Date (1902), and the picker would reset what is typed.
  const published = useRef<{ day: string; date: Date } | null>(null);
  const picked = useMemo(() => (published.current?.day === value ? published.current.date : dayCodec.toPicker(value)), [value]);
  return (
    <Localized>
      <DesktopDatePicker
        label={label}
        value={picked}
        onChange={(date) => {
          if (date === null) onChange('');
          else if (isValid(date)) {
            const day = paddedDay(date);
            published.current = { day, date };
            onChange(day);
          }
        }}
        format="dd.MM.yyyy"
        slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
      />
    </Localized>
  );
};
