/** The month picker of the month reports (working time, fuel settlement, work cards, mileage register). */
import TextField from '@mui/material/TextField';
import { isMonth } from '../domain/months';

export function MonthField({ label, value, onChange }: { label: string; value: string; onChange: (month: string) => void }) {
  return (
    <TextField
      type="month"
      size="small"
      label={label}
      value={value}
      onChange={(event) => isMonth(event.target.value) && onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: { xs: '100%', sm: 220 } }}
    />
  );
}
