/** The company's night (administrators): its start; it lasts 8 hours within 21:00–07:00. */
import { useState } from 'react';
import { TextField } from '@mui/material';
import { useDataProvider, useTranslate } from 'ra-core';
import { readNightHours, type NightHours } from '../../domain/workTime/nightHours';
import type { SatDataProvider } from '../../providers/types';
import { CompanySettingDialog, type SettingReading } from '../../shared/CompanySettingDialog';
import { WORKING_TIME_KEY } from './useWorkingTime';

export const NightHoursDialog = ({ night, onClose }: { night: NightHours; onClose(): void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SatDataProvider>();
  const [start, setStart] = useState(night.start);
  const read = (): SettingReading<{ start: string }> => {
    const reading = readNightHours({ start });
    return reading.ok ? { ok: true, value: { start: reading.night.start } } : reading;
  };
  return (
    <CompanySettingDialog
      id="night-hours-title"
      title={translate('sat.workingTime.nightTitle')}
      intro={translate('sat.workingTime.nightIntro')}
      read={read}
      save={(change) => dataProvider.saveNightHours(change)}
      refresh={WORKING_TIME_KEY}
      saved="sat.workingTime.nightSaved"
      onClose={onClose}
    >
      {(errors) => (
        <TextField
          label={translate('sat.workingTime.nightStart')}
          value={start}
          onChange={(event) => setStart(event.target.value)}
          error={Boolean(errors.start ?? errors.body)}
          helperText={(errors.start ?? errors.body)?.[0]}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
    </CompanySettingDialog>
  );
};
