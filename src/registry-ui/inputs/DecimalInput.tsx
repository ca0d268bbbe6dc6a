/**
 * The input of a registry number field (litres, prices, capacity, length, odometer, fleet number,
 * coordinates). A text input with a numeric keyboard, not `<input type="number">`: browsers drop
 * a decimal comma typed there (`3,5` became 35). The form keeps the text exactly as typed, so the
 * dialog's validation can refuse it in Polish (domain/numbers.ts); on leaving the field a valid
 * text becomes its number, shown Polish-style as lists show it (`1234.5` → `1 234,5`, a pasted
 * coordinate rounded to 10 decimals). A stored value is shown the same way and, left alone, is
 * sent back unchanged. Money is typed the same way (`1 234,50`, two decimals at most) beside
 * its "zł"; a decimal with its declared scale.
 */
import { InputAdornment } from '@mui/material';
import { TextInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import type { FieldSpec } from '../../domain/fields';
import { formatFieldNumber, readNumberField } from '../../domain/numbers';

export const DecimalInput = ({ source, field, isRequired, label }: { source: string; field: FieldSpec; isRequired?: boolean; label?: string }) => {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const normalise = () => {
    const typed = getValues(source);
    if (typeof typed !== 'string') return;
    const reading = readNumberField(field, typed);
    if (reading.ok && typeof reading.value === 'number') setValue(source, reading.value, { shouldDirty: true });
  };
  return (
    <TextInput
      source={source}
      label={label}
      isRequired={isRequired}
      fullWidth
      format={(value: unknown) => (typeof value === 'number' ? formatFieldNumber(field, value) : value == null ? '' : String(value))}
      onBlur={normalise}
      slotProps={{
        htmlInput: { inputMode: field.type === 'integer' ? 'numeric' : 'decimal', autoComplete: 'off', spellCheck: false },
        input: field.type === 'money' ? { endAdornment: <InputAdornment position="end">{translate('sat.money.currency')}</InputAdornment> } : undefined,
      }}
    />
  );
};
