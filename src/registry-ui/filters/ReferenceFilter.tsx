/**
 * A reference filter: an autocomplete over the referenced resource's rows by their display text.
 * The rows load when the list is opened (or a row is already chosen), the same query the dialogs'
 * selects run, so a list page does not load every referenced table up front.
 */
import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useTranslate, type RaRecord } from 'ra-core';
import { quietLoadOptions } from '../loadErrors';
import { inSelectOrder, referenceListParams } from '../referenceQuery';
import { recordText } from '../recordText';

interface ReferenceFilterProps {
  label: string;
  reference: string;
  where?: Record<string, string | number>;
  value: string;
  onChange(id: string): void;
}

export const ReferenceFilter = ({ label, reference, where, value, onChange }: ReferenceFilterProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { data, isPending } = useGetList(reference, referenceListParams(reference, where), {
    ...quietLoadOptions,
    enabled: open || value !== '',
  });
  const options = inSelectOrder(reference, data ?? []);
  const selected = options.find((row) => String(row.id) === value) ?? null;
  return (
    <Autocomplete<RaRecord>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={selected}
      onChange={(_event, row) => onChange(row ? String(row.id) : '')}
      getOptionLabel={recordText(reference)}
      isOptionEqualToValue={(option, chosen) => String(option.id) === String(chosen.id)}
      loading={open && isPending}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate('sat.table.empty')}
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      size="small"
      fullWidth
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
};
