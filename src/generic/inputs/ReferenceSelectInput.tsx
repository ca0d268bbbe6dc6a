/**
 * A reference chosen by its display text in a searchable select, with the field's placeholder
 * ("Wybierz role") and, when the referenced list fails to load, its list-error text ("Brak Ról").
 */
import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { useChoicesContext, useResourceContext, useTranslate } from 'ra-core';
import type { FieldSpec } from '../../domain/fields';
import { getResource } from '../../domain/resources';
import { resourceKeys } from '../resourceKeys';

/** Enough rows for any reference select; the server pages at 500. */
const REFERENCE_PAGE = 500;

const recordText = (reference: string) => (record: Record<string, unknown>) =>
  getResource(reference)
    .recordText.map((name) => record[name])
    .filter((value) => value !== null && value !== undefined && value !== '')
    .join(' ');

interface ReferenceSelectInputProps {
  source: string;
  field: FieldSpec;
}

const ReferenceAutocomplete = ({ source, field }: ReferenceSelectInputProps) => {
  const resource = useResourceContext();
  const translate = useTranslate();
  const { error } = useChoicesContext();
  const reference = field.reference ?? '';
  const listError = resourceKeys(getResource(reference)).listError;
  const failed = Boolean(error && listError);
  const placeholder = field.placeholder ? translate(`resources.${resource}.placeholders.${source}`) : undefined;
  return (
    <AutocompleteInput
      optionText={recordText(reference)}
      fullWidth
      label={`resources.${resource}.fields.${source}`}
      noOptionsText={failed ? listError : undefined}
      TextFieldProps={{
        placeholder,
        ...(failed && listError ? { helperText: translate(listError) } : {}),
        ...(placeholder ? { slotProps: { inputLabel: { shrink: true } } } : {}),
      }}
    />
  );
};

export const ReferenceSelectInput = ({ source, field }: ReferenceSelectInputProps) => {
  const reference = field.reference ?? '';
  return (
    <ReferenceInput
      source={source}
      reference={reference}
      filter={field.referenceWhere}
      perPage={REFERENCE_PAGE}
      sort={getResource(reference).defaultSort}
    >
      <ReferenceAutocomplete source={source} field={field} />
    </ReferenceInput>
  );
};
