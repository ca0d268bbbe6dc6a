/** The company's working hours (administrators): start and end as HH:MM, the working days; a change refreshes the anomalies. */
import { useState } from 'react';
import { Checkbox, FormControlLabel, FormGroup, FormHelperText, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'ra-core';
import { readWorkingHours, WEEKDAY_NAMES, type WorkingHours } from '../../domain/sites/workingHours';
import type { SatDataProvider } from '../../providers/types';
import { CompanySettingDialog, type SettingReading } from '../../shared/CompanySettingDialog';
import { WORKING_HOURS_KEY } from './useSiteTime';

export const WorkingHoursDialog = ({ hours, onClose }: { hours: WorkingHours; onClose(): void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const [values, setValues] = useState({ start: hours.start, end: hours.end, days: hours.days });
  // The server's own reading, so that nothing it would refuse is sent.
  const read = (): SettingReading<WorkingHours> => {
    const reading = readWorkingHours(values, hours);
    return reading.ok ? { ok: true, value: reading.hours } : reading;
  };
  const toggle = (day: number) =>
    setValues((current) => ({ ...current, days: current.days.includes(day) ? current.days.filter((d) => d !== day) : [...current.days, day].sort() }));
  return (
    <CompanySettingDialog
      id="working-hours-title"
      title={translate('sat.siteTime.workingHoursTitle')}
      intro={translate('sat.siteTime.workingHoursIntro')}
      read={read}
      save={(change) => dataProvider.saveWorkingHours(change)}
      refresh={WORKING_HOURS_KEY}
      saved="sat.siteTime.saved"
      onClose={onClose}
    >
      {(errors) => (
        <>
          {(['start', 'end'] as const).map((name) => (
            <TextField
              key={name}
              label={translate(`sat.siteTime.${name}`)}
              value={values[name]}
              onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
              error={Boolean(errors[name])}
              helperText={errors[name]?.[0]}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          ))}
          <FormGroup aria-label={translate('sat.siteTime.days')}>
            <Typography variant="subtitle2" component="h3">
              {translate('sat.siteTime.days')}
            </Typography>
            {WEEKDAY_NAMES.map((name, index) => (
              <FormControlLabel key={name} control={<Checkbox checked={values.days.includes(index + 1)} onChange={() => toggle(index + 1)} />} label={name} />
            ))}
            {errors.days && <FormHelperText error>{errors.days[0]}</FormHelperText>}
          </FormGroup>
        </>
      )}
    </CompanySettingDialog>
  );
};
