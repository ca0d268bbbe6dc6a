/** A date-time typed in local time and kept as UTC ISO (spec §5). */
import { TextInput } from 'react-admin';
import { format } from 'date-fns';
import { toUtcIso } from '../../domain/dates';

const toLocalInput = (value: unknown) =>
  typeof value === 'string' && value && !Number.isNaN(Date.parse(value))
    ? format(new Date(value), "yyyy-MM-dd'T'HH:mm")
    : '';
const toIso = (value: string) => (value ? (toUtcIso(value) ?? value) : null);

export const DateTimeInput = ({ source }: { source: string }) => (
  <TextInput
    source={source}
    type="datetime-local"
    format={toLocalInput}
    parse={toIso}
    fullWidth
    slotProps={{ inputLabel: { shrink: true } }}
  />
);
