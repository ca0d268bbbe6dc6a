/** The searchable tanker selector of /vehicle-fueling: only TANK vehicles (spec §2). */
import { Autocomplete, TextField } from '@mui/material';
import { useTranslate, type RaRecord } from 'ra-core';

export interface TankerSelectorProps {
  tankers: RaRecord[];
  value: RaRecord | null;
  onChange(tanker: RaRecord | null): void;
  loading: boolean;
}

const tankerText = (tanker: RaRecord) =>
  [tanker.fleet_number, tanker.registration_number, tanker.vehicle_model].filter((part) => part !== null && part !== undefined && part !== '').join(' · ');

export const TankerSelector = ({ tankers, value, onChange, loading }: TankerSelectorProps) => {
  const translate = useTranslate();
  return (
    <Autocomplete
      options={tankers}
      value={value}
      onChange={(_event, tanker) => onChange(tanker)}
      getOptionLabel={tankerText}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={loading}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate('sat.table.empty')}
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      sx={{ maxWidth: 480 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('resources.vehicle-fueling.fields.tanker')}
          placeholder={translate('sat.vehicleFueling.chooseTanker')}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps?.inputLabel, shrink: true } }}
        />
      )}
    />
  );
};
