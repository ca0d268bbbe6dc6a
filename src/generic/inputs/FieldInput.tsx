/** The form input of one registry field. */
import { NumberInput, PasswordInput, SelectInput, TextInput } from 'react-admin';
import { useResourceContext } from 'ra-core';
import type { FieldSpec } from '../../domain/fields';
import { DayInput } from './DayInput';
import { DateTimeInput } from './DateTimeInput';
import { ReferenceSelectInput } from './ReferenceSelectInput';
import { SwitchInput } from './SwitchInput';

export const FieldInput = ({ source, field }: { source: string; field: FieldSpec }) => {
  const resource = useResourceContext();
  switch (field.type) {
    case 'string':
      return <TextInput source={source} fullWidth />;
    case 'text':
      return <TextInput source={source} fullWidth multiline minRows={3} />;
    case 'password':
      return <PasswordInput source={source} fullWidth autoComplete="new-password" />;
    case 'integer':
    case 'number':
      return <NumberInput source={source} fullWidth step={field.step ?? (field.type === 'integer' ? 1 : 'any')} min={field.min} />;
    case 'latitude':
    case 'longitude':
      return <NumberInput source={source} fullWidth step="any" />;
    case 'boolean':
      return <SwitchInput source={source} />;
    case 'date':
      return <DayInput source={source} />;
    case 'datetime':
      return <DateTimeInput source={source} />;
    case 'enum':
      return (
        <SelectInput
          source={source}
          fullWidth
          choices={Object.keys(field.choices ?? {}).map((id) => ({
            id,
            name: `resources.${resource}.choices.${source}.${id}`,
          }))}
        />
      );
    case 'reference':
      return <ReferenceSelectInput source={source} field={field} />;
  }
};
