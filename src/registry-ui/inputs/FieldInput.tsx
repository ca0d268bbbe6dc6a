/** The form input of one registry field. */
import { PasswordInput, SelectInput, TextInput } from 'react-admin';
import { useResourceContext } from 'ra-core';
import type { FieldSpec } from '../../domain/fields';
import { isNumberField } from '../../domain/numbers';
import { BoundaryInput } from './BoundaryInput';
import { DayInput } from './DayInput';
import { DecimalInput } from './DecimalInput';
import { FileInput } from './FileInput';
import { DateTimeInput } from './DateTimeInput';
import { ReferenceSelectInput } from './ReferenceSelectInput';
import { SwitchInput } from './SwitchInput';
import { TriStateInput } from './TriStateInput';

interface FieldInputProps {
  source: string;
  field: FieldSpec;
  /** Whether the form requires it (react-admin's mark on the label). */
  isRequired?: boolean;
}

export const FieldInput = ({ source, field, isRequired }: FieldInputProps) => {
  const resource = useResourceContext();
  if (isNumberField(field)) return <DecimalInput source={source} field={field} isRequired={isRequired} />;
  switch (field.type) {
    case 'string':
      return <TextInput source={source} isRequired={isRequired} fullWidth />;
    case 'text':
      return <TextInput source={source} isRequired={isRequired} fullWidth multiline minRows={3} />;
    case 'password':
      return <PasswordInput source={source} isRequired={isRequired} fullWidth autoComplete="new-password" />;
    case 'boolean':
      return field.nullable ? <TriStateInput source={source} isRequired={isRequired} /> : <SwitchInput source={source} />;
    case 'date':
      return <DayInput source={source} isRequired={isRequired} />;
    case 'datetime':
      return <DateTimeInput source={source} isRequired={isRequired} />;
    case 'enum':
      return (
        <SelectInput
          source={source}
          isRequired={isRequired}
          fullWidth
          choices={Object.keys(field.choices ?? {}).map((id) => ({
            id,
            name: `resources.${resource}.choices.${source}.${id}`,
          }))}
        />
      );
    case 'reference':
    case 'references':
      return <ReferenceSelectInput source={source} field={field} isRequired={isRequired} />;
    case 'file':
      return <FileInput source={source} field={field} isRequired={isRequired} />;
    case 'boundary':
      return <BoundaryInput source={source} />;
  }
};
