/** A date filter as a range: "<field> od" and "<field> do", each typed (dd.MM.yyyy) or picked; loaded with the pickers. */
import { lazy, Suspense } from 'react';
import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';

const CompanyDayPicker = lazy(async () => ({ default: (await import('../inputs/CompanyDatePickers')).CompanyDayPicker }));

interface DateRangeFilterProps {
  label: string;
  from: string;
  to: string;
  onChange(edge: 'from' | 'to', day: string): void;
}

export const DateRangeFilter = ({ label, from, to, onChange }: DateRangeFilterProps) => {
  const translate = useTranslate();
  const edge = (which: 'from' | 'to', value: string) => {
    const text = translate(`sat.filters.${which}`, { field: label });
    return (
      <Suspense fallback={<TextField size="small" label={text} disabled fullWidth />}>
        <CompanyDayPicker label={text} value={value} onChange={(day) => onChange(which, day)} />
      </Suspense>
    );
  };
  return (
    <Stack direction="row" spacing={1} sx={{ width: '100%' }}>
      {edge('from', from)}
      {edge('to', to)}
    </Stack>
  );
};
