/** A text filter (`?<field>=` exact match): sent a moment after typing stops, not on every key. */
import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';

const DELAY_MS = 400;

export const TextFilter = ({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) => {
  const [typed, setTyped] = useState(value);
  // The address changed from elsewhere ("Wyczyść filtry", back): show what it holds.
  useEffect(() => setTyped(value), [value]);
  useEffect(() => {
    if (typed === value) return;
    const timer = setTimeout(() => onChange(typed.trim()), DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, value, onChange]);
  return <TextField size="small" label={label} value={typed} onChange={(event) => setTyped(event.target.value)} fullWidth />;
};
